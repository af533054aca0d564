// Data access of profiles: one row per user, id equal to the user's id.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { profiles } from '../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    'fullName' | 'affiliation' | 'specialization' | 'experienceLevel' | 'avatarUrl' | 'cvUrl' | 'leaderboardOptIn' | 'recruiterVisible'
  >
>;

export function createProfileRepo(db: Database) {
  return {
    /** The user's profile, created empty (or with `initial`) when there is none yet. */
    async ensure(id: string, initial: ProfileChanges = {}): Promise<ProfileRow> {
      await db
        .insert(profiles)
        .values({ id, ...initial })
        .onConflictDoNothing();
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      if (!row) throw new Error(`profile ${id} missing right after its insert`);
      return row;
    },

    async find(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    async update(id: string, changes: ProfileChanges): Promise<ProfileRow> {
      await this.ensure(id);
      const [row] = await db
        .update(profiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(profiles.id, id))
        .returning();
      if (!row) throw new Error(`profile ${id} vanished during an update`);
      return row;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
