// Rules of challenge runs, free of HTTP (spec 02 §2.7): the server opens a run and keeps its clock,
// ends it once (finished, cancelled, or timed out when the answers arrive too late), re-scores it from
// the answers alone (a score sent by the browser is never read) and awards XP once per level improvement.
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
  type AwardOutcome,
  type ChallengeAttemptInput,
  type ChallengeCancelInput,
  type ChallengeRunOutcome,
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

export interface AttemptResult {
  attemptId: string;
  challengeId: string;
  level: number;
  outcome: ChallengeRunOutcome;
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
  /** What the run did to the user's progress (XP, level, skills, streak), for the browser's toasts. */
  award: AwardOutcome;
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
  runId: string;
  /** The server's start time, ISO 8601. */
  startedAt: string;
  /** Seconds the run may last; a submission later than this plus a small grace is scored as timed out. */
  timeLimit: number;
}

export interface ChallengeService {
  list(specialization?: SpecializationId): PublicChallenge[];
  get(id: string): PublicChallenge;
  /** Opens a run of a level on the server: its clock starts now. */
  startRun(userId: string, challengeId: string, level: number): Promise<RunStart>;
  /** Ends an open run with its answers: finished, or timed out when they arrive too late. */
  submit(userId: string, challengeId: string, input: ChallengeAttemptInput): Promise<AttemptResult>;
  /** Cancel (§2.7): ends an open run and scores the questions answered so far, with their XP. */
  cancel(userId: string, challengeId: string, runId: string, input: ChallengeCancelInput): Promise<AttemptResult>;
  completions(userId: string): Promise<Completion[]>;
}

/** Serialises one user's runs so two finishing at once cannot both earn the same XP. */
const ATTEMPT_LOCK = 727040;
/**
 * Seconds past the time limit a submission may still arrive and count: the browser sends the answers
 * when its countdown reaches 0, and the request takes a moment to get here.
 */
export const SUBMIT_GRACE_SECONDS = 30;

const specializationName = (id: SpecializationId) => SPECIALIZATIONS.find((s) => s.id === id)?.name ?? id;

export function createChallengeService(db: Database, bank: ChallengeBank, repo: ChallengeAttemptRepo, clock: () => Date = () => new Date()): ChallengeService {
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

  /** Ends the user's open run once: scores the answers it counts, awards the XP, records the attempt. */
  function endRun(userId: string, challengeId: string, runId: string, ending: 'finished' | 'cancelled', input: ChallengeCancelInput & { level?: number }) {
    const challenge = find(challengeId);
    const now = clock();
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK}, hashtext(${userId}))`);
      const run = await repo.lockRun(tx, userId, challenge.id, runId);
      if (!run) throw new HttpError(404, 'run_not_found', CHALLENGE_MESSAGES.runNotFound);
      if (run.status !== 'open') throw new HttpError(409, 'run_ended', CHALLENGE_MESSAGES.runEnded);
      if (input.level !== undefined && input.level !== run.level) throw new HttpError(400, 'invalid_level', CHALLENGE_MESSAGES.invalidLevel);
      const level = levelOf(challenge, run.level);
      if (!level.questions.length) throw new HttpError(400, 'no_questions', CHALLENGE_MESSAGES.noQuestions);

      const elapsed = Math.max(0, Math.round((now.getTime() - run.startedAt.getTime()) / 1000));
      // Answers that arrive after the time limit and its grace were not given in time: none counts.
      const late = elapsed > run.timeLimitSeconds + SUBMIT_GRACE_SECONDS;
      const outcome: ChallengeRunOutcome = late ? 'timed-out' : ending;
      const answers = late ? [] : input.answers;
      const scored = scoreChallengeRun(challenge, level, answers);
      const xpEarned = challengeXp(level.xpReward, scored.score);
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
        timeLimitSeconds: run.timeLimitSeconds,
        durationSeconds: Math.min(run.timeLimitSeconds, elapsed),
        answers: input.answers,
        results: scored.results,
        startedAt: run.startedAt,
        runId: run.id,
        outcome,
      });
      await repo.endRun(tx, run.id, outcome, now);
      // A run is practice: it keeps the streak going even when it adds no XP.
      const { progress, outcome: award } = await awardProgress(tx, userId, {
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
        outcome,
        correct: scored.correct,
        total: scored.total,
        score: scored.score,
        xpEarned,
        xpAwarded,
        message: completionMessage(scored.score, xpAwarded),
        results: scored.results,
        totalXp: progress.xp,
        award,
      };
    });
  }

  return {
    list: (specialization) => (specialization ? bank.forSpecialization(specialization) : bank.all).map(toPublicChallenge),

    get: (id) => toPublicChallenge(find(id)),

    async startRun(userId, challengeId, levelNumber) {
      const challenge = find(challengeId);
      const level = levelOf(challenge, levelNumber);
      const run = await repo.openRun({ userId, challengeId: challenge.id, level: level.level, timeLimitSeconds: timeLimitOf(level), startedAt: clock() });
      return { runId: run.id, startedAt: run.startedAt.toISOString(), timeLimit: run.timeLimitSeconds };
    },

    submit: (userId, challengeId, input) => endRun(userId, challengeId, input.runId, 'finished', input),

    cancel: (userId, challengeId, runId, input) => endRun(userId, challengeId, runId, 'cancelled', input),

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
