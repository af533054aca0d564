// The challenges calls: the challenges of a specialization (without answer keys), the signed-in
// user's completions, starting a run, and finishing it, which the gateway times, scores and rewards.
import { apiFetch, type ChallengeAnswer, type PublicChallenge, type QuestionResult, type SpecializationId } from '@bullpen/shared';

export interface Completion {
  challengeId: string;
  attempts: number;
  bestScore: number;
  lastScore: number;
  lastAt: string;
  levels: number[];
}

export interface AttemptResult {
  attemptId: string;
  challengeId: string;
  level: number;
  correct: number;
  total: number;
  score: number;
  xpEarned: number;
  xpAwarded: number;
  message: string;
  results: QuestionResult[];
  totalXp: number;
}

export const fetchChallenges = (specialization: SpecializationId, signal?: AbortSignal) =>
  apiFetch<{ challenges: PublicChallenge[] }>(`/api/challenges?specialization=${specialization}`, { signal }).then((r) => r.challenges);

export const fetchCompletions = (signal?: AbortSignal) =>
  apiFetch<{ completions: Completion[] }>('/api/challenges/completions', { signal }).then((r) => r.completions);

/** Starts a run on the server, which times it from now: the token goes back with the answers. */
export const startRun = (challengeId: string, level: number) =>
  apiFetch<{ runToken: string; startedAt: string }>(`/api/challenges/${encodeURIComponent(challengeId)}/runs`, { method: 'POST', body: { level } });

export const submitAttempt = (challengeId: string, body: { level: number; answers: ChallengeAnswer[]; runToken?: string; today: string }) =>
  apiFetch<AttemptResult>(`/api/challenges/${encodeURIComponent(challengeId)}/attempts`, { method: 'POST', body });
