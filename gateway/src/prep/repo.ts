// Data access of personalized prep: a user's prep records (always scoped by their id) and the
// feedback left on a report. A second 'In Progress' prep for one user breaks the partial unique index.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { personalizedPrepAnswers, personalizedPrepFeedback, prepGenerations } from '../db/schema';

export type PrepRow = typeof personalizedPrepAnswers.$inferSelect;
export type NewPrepRow = typeof personalizedPrepAnswers.$inferInsert;
export type PrepChanges = Partial<Omit<NewPrepRow, 'id' | 'userId' | 'generatedAt'>>;

export interface PrepFeedbackFields {
  likes: string;
  improvements: string;
  otherSuggestions: string;
}

/** The database refused a second prep 'In Progress' for the same user. */
export class PrepInProgressConflict extends Error {
  override name = 'PrepInProgressConflict';
}

export interface PrepRepo {
  listForUser(userId: string): Promise<PrepRow[]>;
  findForUser(userId: string, id: string): Promise<PrepRow | undefined>;
  hasInProgress(userId: string): Promise<boolean>;
  /**
   * Claims the user's one generation slot, atomically (a primary key): false while another create of
   * theirs is generating. A claim older than GENERATION_CLAIM_MINUTES is taken over.
   */
  claimGeneration(userId: string): Promise<boolean>;
  releaseGeneration(userId: string): Promise<void>;
  insert(row: NewPrepRow): Promise<PrepRow>;
  /**
   * Changes one of the user's preps under a row lock: `change` sees the current row and returns the
   * columns to set. Undefined when the user has no such prep.
   */
  update(userId: string, id: string, change: (row: PrepRow) => PrepChanges): Promise<PrepRow | undefined>;
  insertFeedback(prepId: string, fields: PrepFeedbackFields): Promise<string>;
}

const ONE_IN_PROGRESS = 'personalized_prep_answers_one_in_progress';

/** Far longer than a generation takes (the AI budget and the CV reading): an older claim was abandoned. */
export const GENERATION_CLAIM_MINUTES = 10;

/** node-postgres and PGlite both report the violated constraint; drizzle may wrap the error. */
function isInProgressViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === ONE_IN_PROGRESS || message?.includes(ONE_IN_PROGRESS))) return true;
  }
  return false;
}

async function translating<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isInProgressViolation(error)) throw new PrepInProgressConflict('A prep is already in progress', { cause: error });
    throw error;
  }
}

const ownedBy = (userId: string, id: string) => and(eq(personalizedPrepAnswers.id, id), eq(personalizedPrepAnswers.userId, userId));

export function createPrepRepo(db: Database): PrepRepo {
  return {
    listForUser(userId) {
      return db
        .select()
        .from(personalizedPrepAnswers)
        .where(eq(personalizedPrepAnswers.userId, userId))
        .orderBy(desc(personalizedPrepAnswers.generatedAt));
    },

    async findForUser(userId, id) {
      const [row] = await db.select().from(personalizedPrepAnswers).where(ownedBy(userId, id));
      return row;
    },

    async hasInProgress(userId) {
      const rows = await db
        .select({ id: personalizedPrepAnswers.id })
        .from(personalizedPrepAnswers)
        .where(and(eq(personalizedPrepAnswers.userId, userId), eq(personalizedPrepAnswers.status, 'In Progress')))
        .limit(1);
      return rows.length > 0;
    },

    async claimGeneration(userId) {
      const claimed = await db
        .insert(prepGenerations)
        .values({ userId })
        .onConflictDoUpdate({
          target: prepGenerations.userId,
          set: { startedAt: sql`now()` },
          setWhere: lt(prepGenerations.startedAt, sql`now() - make_interval(mins => ${GENERATION_CLAIM_MINUTES})`),
        })
        .returning({ userId: prepGenerations.userId });
      return claimed.length > 0;
    },

    async releaseGeneration(userId) {
      await db.delete(prepGenerations).where(eq(prepGenerations.userId, userId));
    },

    insert(row) {
      return translating(async () => {
        const [inserted] = await db.insert(personalizedPrepAnswers).values(row).returning();
        if (!inserted) throw new Error('insert into personalized_prep_answers returned no row');
        return inserted;
      });
    },

    update(userId, id, change) {
      return translating(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(personalizedPrepAnswers).where(ownedBy(userId, id)).for('update');
          if (!row) return undefined;
          const [updated] = await tx
            .update(personalizedPrepAnswers)
            .set({ ...change(row), updatedAt: new Date() })
            .where(ownedBy(userId, id))
            .returning();
          return updated;
        }),
      );
    },

    async insertFeedback(prepId, fields) {
      const [row] = await db
        .insert(personalizedPrepFeedback)
        .values({ prepId, ...fields })
        .returning({ id: personalizedPrepFeedback.id });
      if (!row) throw new Error('insert into personalized_prep_feedback returned no row');
      return row.id;
    },
  };
}
