// The challenges calls: the challenges of a specialization (without answer keys), the signed-in
// user's completions, opening a run on the server, and ending it (finished or cancelled), which the
// gateway times, scores and rewards.
import { apiFetch, type AwardOutcome, type ChallengeAnswer, type ChallengeRunOutcome, type PublicChallenge, type QuestionResult, type SpecializationId } from '@bullpen/shared';

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
  /** Finished, cancelled, or timed out when the answers reached the server too late. */
  outcome: ChallengeRunOutcome;
  correct: number;
  total: number;
  score: number;
  xpEarned: number;
  xpAwarded: number;
  message: string;
  results: QuestionResult[];
  totalXp: number;
  /** What the run did to the user's progress: the toasts' source. */
  award?: AwardOutcome;
}

export const fetchChallenges = (specialization: SpecializationId, signal?: AbortSignal) =>
  apiFetch<{ challenges: PublicChallenge[] }>(`/api/challenges?specialization=${specialization}`, { signal }).then((r) => r.challenges);

export const fetchCompletions = (signal?: AbortSignal) =>
  apiFetch<{ completions: Completion[] }>('/api/challenges/completions', { signal }).then((r) => r.completions);

/** Opens a run on the server, whose clock starts now: its id goes back with the answers. */
export const startRun = (challengeId: string, level: number) =>
  apiFetch<{ runId: string; startedAt: string; timeLimit: number }>(`/api/challenges/${encodeURIComponent(challengeId)}/runs`, { method: 'POST', body: { level } });

export interface RunEnding {
  answers: ChallengeAnswer[];
  today: string;
}

export const submitAttempt = (challengeId: string, runId: string, body: RunEnding) =>
  apiFetch<AttemptResult>(`/api/challenges/${encodeURIComponent(challengeId)}/attempts`, { method: 'POST', body: { runId, ...body } });

/** Cancel: the gateway scores the questions answered so far and awards their XP. */
export const cancelRun = (challengeId: string, runId: string, body: RunEnding) =>
  apiFetch<AttemptResult>(`/api/challenges/${encodeURIComponent(challengeId)}/runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST', body });
