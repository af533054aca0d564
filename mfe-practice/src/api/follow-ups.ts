// The practice area's calls for follow-up questions: answering one after a mock interview or
// interview-session answer, and the student's setting that turns them off.
import { apiFetch, type AwardCarrier, type FollowUp, type FollowUpOutcome, type PracticeSettings } from '@bullpen/shared';
import type { Evaluation } from './practice';

export type { AnsweredFollowUp, FollowUp, FollowUpKind, PracticeSettings } from '@bullpen/shared';

/** The question's evaluation once a follow-up is answered, how the follow-ups changed its score, and the XP award. */
export interface FollowUpResult extends FollowUpOutcome, AwardCarrier {
  evaluation: Evaluation;
  progress?: { xp: number };
}

export const answerMockFollowUp = (interviewId: string, questionIndex: number, answer: string) =>
  apiFetch<FollowUpResult>(`/api/mock-interviews/${encodeURIComponent(interviewId)}/questions/${questionIndex}/follow-up`, {
    method: 'POST',
    body: { answer },
  });

export const answerSessionFollowUp = (responseId: string, answer: string) =>
  apiFetch<FollowUpResult>(`/api/interview-responses/${encodeURIComponent(responseId)}/follow-up`, { method: 'POST', body: { answer } });

export const PRACTICE_SETTINGS_KEY = ['practice-settings'] as const;

export const fetchPracticeSettings = (signal?: AbortSignal) => apiFetch<PracticeSettings>('/api/practice-settings', { signal });

export const savePracticeSettings = (settings: PracticeSettings) =>
  apiFetch<PracticeSettings>('/api/practice-settings', { method: 'PUT', body: settings });

/** What the interviewer says to ask a follow-up. */
export function followUpLine(followUp: FollowUp): string {
  return `Follow-up ${followUp.round} of 2: ${followUp.prompt}`;
}
