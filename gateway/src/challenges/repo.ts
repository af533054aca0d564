// Data access of challenge runs: one row per finished run, read back per user.
import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { challengeAttempts } from '../db/schema';

export type ChallengeAttemptRow = typeof challengeAttempts.$inferSelect;
export type NewChallengeAttempt = typeof challengeAttempts.$inferInsert;

export interface ChallengeAttemptRepo {
  /** Best XP earned earlier on this challenge level (0 without a run). */
  bestXp(db: Database, userId: string, challengeId: string, level: number): Promise<number>;
  insert(db: Database, attempt: NewChallengeAttempt): Promise<ChallengeAttemptRow>;
  /** Every run of the user, newest first. */
  listForUser(userId: string): Promise<ChallengeAttemptRow[]>;
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
  };
}
