// The practice area's calls to the gateway: the question bank, mock interviews, interview-session
// answers. Errors arrive as the shared ApiError (code and message from the gateway).
import { apiFetch, ApiError, type AwardCarrier, type InterviewType, type QuestionStats } from '@bullpen/shared';

import type { FollowUp } from './follow-ups';

export interface PracticeQuestion {
  id: string;
  specialization: string;
  interviewType: InterviewType;
  difficulty: number;
  topic: string;
  question: string;
}

export type EvaluationLevel = 'strong' | 'medium' | 'weak' | 'none';

export interface Evaluation {
  /** 0–50. */
  score: number;
  level: EvaluationLevel;
  feedback: string;
  suggestions: string[];
  source: 'ai' | 'local';
  /** Present when the AI service failed and the local evaluator answered (spec 02 §2.2). */
  notice?: string;
}

export interface MockQuestion {
  index: number;
  id: string;
  question: string;
  difficulty: number;
}

export interface MockInterview {
  id: string;
  specialization: string;
  questions: MockQuestion[];
}

/** An evaluated answer; `award` (signed in) or `visitorGain` (visitor) say what it earned. */
export interface AnswerResult extends AwardCarrier {
  evaluation: Evaluation;
  xpAwarded: number;
  progress?: { xp: number };
  /** The interviewer's first follow-up question (signed-in students who have follow-ups on). */
  followUp?: FollowUp;
}

export interface InterviewResponse {
  id: string;
  questionId: string;
  specialization: string;
  interviewType: string;
  userAnswer: string;
  evaluationScore: number | null;
  feedback: string | null;
  createdAt: string;
}

/** A visitor answering past the first mock question (spec 02 §4, §8). */
export const SIGNUP_REQUIRED = 'signup_required';

export function isSignupRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === SIGNUP_REQUIRED;
}

export const fetchQuestionStats = (signal?: AbortSignal) => apiFetch<QuestionStats>('/api/questions/stats', { signal });

/** The ten easiest questions of a bank (the gateway falls back to another bank when this one is empty). */
export function fetchEasiestQuestions(specialization: string, interviewType: InterviewType, signal?: AbortSignal) {
  const query = new URLSearchParams({ specialization, type: interviewType, limit: '10', order: 'easiest' });
  return apiFetch<PracticeQuestion[]>(`/api/questions?${query}`, { signal });
}

export const startMockInterview = (specialization: string) =>
  apiFetch<MockInterview>('/api/mock-interviews', { method: 'POST', body: { specialization } });

export const answerMockQuestion = (interviewId: string, questionIndex: number, answer: string) =>
  apiFetch<AnswerResult>(`/api/mock-interviews/${encodeURIComponent(interviewId)}/answers`, {
    method: 'POST',
    body: { questionIndex, answer },
  });

export interface SubmittedAnswer {
  questionId: string;
  specialization: string;
  interviewType: InterviewType;
  answer: string;
  /** The interview session's id: the gateway pays XP once per question per session. */
  sessionId?: string;
}

export const saveInterviewResponse = (submitted: SubmittedAnswer) =>
  apiFetch<AnswerResult & { response: InterviewResponse }>('/api/interview-responses', { method: 'POST', body: submitted });
