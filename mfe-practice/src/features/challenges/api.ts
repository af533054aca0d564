// The challenges calls: the challenges of a specialization (without answer keys), the signed-in
// user's completions, and finishing a run, which the gateway scores and rewards.
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

export const submitAttempt = (challengeId: string, body: { level: number; answers: ChallengeAnswer[]; startedAt: string; today: string }) =>
  apiFetch<AttemptResult>(`/api/challenges/${encodeURIComponent(challengeId)}/attempts`, { method: 'POST', body });
