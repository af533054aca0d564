// Data access of challenge runs: the run opened on the server, one attempt row per ended run, read back per user.
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { challengeAttempts, challengeRuns } from '../db/schema';

export type ChallengeAttemptRow = typeof challengeAttempts.$inferSelect;
export type NewChallengeAttempt = typeof challengeAttempts.$inferInsert;
export type ChallengeRunRow = typeof challengeRuns.$inferSelect;
export type NewChallengeRun = typeof challengeRuns.$inferInsert;

export interface ChallengeAttemptRepo {
  /** Best XP earned earlier on this challenge level (0 without a run). */
  bestXp(db: Database, userId: string, challengeId: string, level: number): Promise<number>;
  insert(db: Database, attempt: NewChallengeAttempt): Promise<ChallengeAttemptRow>;
  /** Every run of the user, newest first. */
  listForUser(userId: string): Promise<ChallengeAttemptRow[]>;
  openRun(run: NewChallengeRun): Promise<ChallengeRunRow>;
  /** The user's run of this challenge, locked until the transaction ends; undefined when it is not theirs. */
  lockRun(db: Database, userId: string, challengeId: string, runId: string): Promise<ChallengeRunRow | undefined>;
  endRun(db: Database, runId: string, status: ChallengeRunRow['status'], endedAt: Date): Promise<void>;
}

export function createChallengeAttemptRepo(db: Database): ChallengeAttemptRepo {
  return {
    async bestXp(tx, userId, challengeId, level) {
      const [row] = await tx
        .select({ best: max(challengeAttempts.xpEarned) })
        .from(challengeAttempts)
        .where(and(eq(challengeAttempts.userId, userId), eq(challengeAttempts.challengeId, challengeId), eq(challengeAttempts.level, level)));
      return row?.best ?? 0;
    },

    async insert(tx, attempt) {
      const [row] = await tx.insert(challengeAttempts).values(attempt).returning();
      if (!row) throw new Error('insert into challenge_attempts returned no row');
      return row;
    },

    listForUser(userId) {
      return db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, userId)).orderBy(desc(challengeAttempts.createdAt), desc(challengeAttempts.id));
    },

    async openRun(run) {
      const [row] = await db.insert(challengeRuns).values(run).returning();
      if (!row) throw new Error('insert into challenge_runs returned no row');
      return row;
    },

    async lockRun(tx, userId, challengeId, runId) {
      const [row] = await tx
        .select()
        .from(challengeRuns)
        .where(and(eq(challengeRuns.id, runId), eq(challengeRuns.userId, userId), eq(challengeRuns.challengeId, challengeId)))
        .for('update');
      return row;
    },

    async endRun(tx, runId, status, endedAt) {
      await tx.update(challengeRuns).set({ status, endedAt }).where(eq(challengeRuns.id, runId));
    },
  };
}
