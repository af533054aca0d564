// Rules of challenge runs, free of HTTP: the server re-scores every run from the answers alone (a
// score sent by the browser is never read), awards XP once per level improvement, records the run.
import { sql } from 'drizzle-orm';
import {
  awardedChallengeXp,
  CHALLENGE_MESSAGES,
  challengeXp,
  completionMessage,
  findLevel,
  SPECIALIZATIONS,
  timeLimitOf,
  toPublicChallenge,
  type ChallengeAttemptInput,
  type PublicChallenge,
  type QuestionResult,
  type SpecializationId,
} from '@bullpen/shared/domain';
import { scoreChallengeRun } from '@bullpen/evaluator';
import type { Database } from '../db/connection';
import { HttpError } from '../http/http-error';
import { awardProgress } from '../progress/service';
import type { ChallengeBank } from './challenge-bank';
import type { ChallengeAttemptRepo } from './repo';
import type { RunTokens } from './run-tokens';

export interface AttemptResult {
  attemptId: string;
  challengeId: string;
  level: number;
  correct: number;
  total: number;
  score: number;
  /** The level's reward × score. */
  xpEarned: number;
  /** What this run added to the user's XP (a retake earns only what beats the best run). */
  xpAwarded: number;
  message: string;
  results: QuestionResult[];
  /** The user's total XP after the run. */
  totalXp: number;
}

export interface Completion {
  challengeId: string;
  attempts: number;
  bestScore: number;
  lastScore: number;
  lastAt: string;
  /** Levels with at least one finished run. */
  levels: number[];
}

export interface RunStart {
  runToken: string;
  /** The server's start time, ISO 8601. */
  startedAt: string;
}

export interface ChallengeService {
  list(specialization?: SpecializationId): PublicChallenge[];
  get(id: string): PublicChallenge;
  /** Starts a run of a level: its token carries the server's start time to submit. */
  startRun(userId: string, challengeId: string, level: number, now?: Date): Promise<RunStart>;
  submit(userId: string, challengeId: string, input: ChallengeAttemptInput, now?: Date): Promise<AttemptResult>;
  completions(userId: string): Promise<Completion[]>;
}

/** Serialises one user's runs so two finishing at once cannot both earn the same XP. */
const ATTEMPT_LOCK = 727040;

const specializationName = (id: SpecializationId) => SPECIALIZATIONS.find((s) => s.id === id)?.name ?? id;

export function createChallengeService(db: Database, bank: ChallengeBank, repo: ChallengeAttemptRepo, runs: RunTokens): ChallengeService {
  function find(id: string) {
    const challenge = bank.byId(id);
    if (!challenge) throw new HttpError(404, 'challenge_not_found', CHALLENGE_MESSAGES.notFound);
    return challenge;
  }

  function levelOf(challenge: ReturnType<typeof find>, level: number) {
    const found = findLevel(challenge, level);
    if (!found) throw new HttpError(400, 'invalid_level', CHALLENGE_MESSAGES.invalidLevel);
    return found;
  }

  return {
    list: (specialization) => (specialization ? bank.forSpecialization(specialization) : bank.all).map(toPublicChallenge),

    get: (id) => toPublicChallenge(find(id)),

    async startRun(userId, challengeId, levelNumber, now = new Date()) {
      const challenge = find(challengeId);
      const level = levelOf(challenge, levelNumber);
      const runToken = await runs.issue({ userId, challengeId: challenge.id, level: level.level }, timeLimitOf(level), now);
      return { runToken, startedAt: now.toISOString() };
    },

    async submit(userId, challengeId, input, now = new Date()) {
      const challenge = find(challengeId);
      const level = levelOf(challenge, input.level);
      if (!level.questions.length) throw new HttpError(400, 'no_questions', CHALLENGE_MESSAGES.noQuestions);

      const scored = scoreChallengeRun(challenge, level, input.answers);
      const xpEarned = challengeXp(level.xpReward, scored.score);
      const timeLimit = timeLimitOf(level);
      // The browser's startedAt is never read: a run the server did not start took its whole time.
      const serverStart = await runs.startOf(input.runToken, { userId, challengeId: challenge.id, level: level.level }, now);
      const elapsed = serverStart ? Math.round((now.getTime() - serverStart.getTime()) / 1000) : timeLimit;
      const durationSeconds = Math.min(timeLimit, Math.max(0, elapsed));

      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK}, hashtext(${userId}))`);
        const xpAwarded = awardedChallengeXp(xpEarned, await repo.bestXp(tx, userId, challenge.id, level.level));
        const row = await repo.insert(tx, {
          userId,
          challengeId: challenge.id,
          specialization: challenge.specialization,
          level: level.level,
          correct: scored.correct,
          total: scored.total,
          score: scored.score,
          xpEarned,
          xpAwarded,
          timeLimitSeconds: timeLimit,
          durationSeconds,
          answers: input.answers,
          results: scored.results,
          startedAt: new Date(now.getTime() - durationSeconds * 1000),
        });
        // A run is practice: it keeps the streak going even when it adds no XP.
        const { progress } = await awardProgress(tx, userId, {
          xp: xpAwarded,
          skills: { [challenge.skill]: xpAwarded },
          specialization: specializationName(challenge.specialization),
          today: input.today,
          now,
        });
        return {
          attemptId: row.id,
          challengeId: challenge.id,
          level: level.level,
          correct: scored.correct,
          total: scored.total,
          score: scored.score,
          xpEarned,
          xpAwarded,
          message: completionMessage(scored.score, xpAwarded),
          results: scored.results,
          totalXp: progress.xp,
        };
      });
    },

    async completions(userId) {
      const byChallenge = new Map<string, Completion>();
      // Newest first: the first row seen for a challenge is its last run.
      for (const row of await repo.listForUser(userId)) {
        const seen = byChallenge.get(row.challengeId);
        if (!seen) {
          byChallenge.set(row.challengeId, {
            challengeId: row.challengeId,
            attempts: 1,
            bestScore: row.score,
            lastScore: row.score,
            lastAt: row.createdAt.toISOString(),
            levels: [row.level],
          });
          continue;
        }
        seen.attempts += 1;
        seen.bestScore = Math.max(seen.bestScore, row.score);
        if (!seen.levels.includes(row.level)) seen.levels = [...seen.levels, row.level].sort((a, b) => a - b);
      }
      return [...byChallenge.values()];
    },
  };
}
