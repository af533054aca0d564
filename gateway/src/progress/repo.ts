// Data access of user progress: one row per user, read and written in whole.
import { eq, sql } from 'drizzle-orm';
import { emptyProgress, levelForXp, SKILLS, type UserProgress } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { userProgress } from '../db/schema';

type ProgressRow = typeof userProgress.$inferSelect;

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

function toProgress(row: ProgressRow | undefined): UserProgress {
  if (!row) return emptyProgress();
  const { level, name } = levelForXp(row.xp);
  return {
    xp: row.xp,
    level,
    levelName: name,
    skillPoints: Object.fromEntries(SKILLS.map((skill) => [skill, count(row.skillPoints[skill])])) as UserProgress['skillPoints'],
    specializationXp: Object.fromEntries(Object.entries(row.specializationXp).map(([name, xp]) => [name, count(xp)])),
    streakDays: row.streakDays,
    lastActiveDate: row.lastActiveDate,
    completedInterviews: row.completedInterviews,
    badges: row.badges.filter((badge) => typeof badge === 'string'),
  };
}

export async function readProgress(db: Database, userId: string): Promise<UserProgress> {
  const [row] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  return toProgress(row);
}

/**
 * Runs `change` on the user's progress inside one transaction, the row locked, and stores the result:
 * concurrent awards for one user add up instead of overwriting each other.
 */
export async function changeProgress<T extends { progress: UserProgress }>(
  db: Database,
  userId: string,
  change: (progress: UserProgress) => T,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(userProgress).where(eq(userProgress.userId, userId)).for('update');
    const result = change(toProgress(row));
    const { progress } = result;
    await tx
      .update(userProgress)
      .set({
        xp: Math.round(progress.xp),
        skillPoints: progress.skillPoints,
        specializationXp: progress.specializationXp,
        streakDays: progress.streakDays,
        lastActiveDate: progress.lastActiveDate,
        badges: progress.badges,
        completedInterviews: progress.completedInterviews,
        updatedAt: sql`now()`,
      })
      .where(eq(userProgress.userId, userId));
    return result;
  });
}
