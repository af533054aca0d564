// Data access of interview-session answers; every read is scoped to the user who gave them.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { interviewResponses, type StoredEvaluation } from '../../db/schema';

export type InterviewResponseRow = typeof interviewResponses.$inferSelect;
export type NewInterviewResponse = typeof interviewResponses.$inferInsert;

export interface ResponseFilter {
  specialization?: string;
  interviewType?: string;
}

export interface InterviewResponseRepo {
  insert(response: NewInterviewResponse): Promise<InterviewResponseRow>;
  /**
   * Writes the evaluation back and runs `then` (the XP award) in the same transaction, only if the
   * response had no evaluation yet; undefined otherwise. The XP is `xp`, or 0 when another answer to
   * the same question in the same session was paid already (checked under a lock, so once only).
   */
  saveEvaluation<T>(
    id: string,
    evaluation: StoredEvaluation,
    xp: number,
    then: (tx: Database, xpAwarded: number) => Promise<T>,
  ): Promise<{ row: InterviewResponseRow; then: T } | undefined>;
  listForUser(userId: string, filter: ResponseFilter, limit: number): Promise<InterviewResponseRow[]>;
  findForUser(userId: string, id: string): Promise<InterviewResponseRow | undefined>;
}

/** Serialises the XP decision for one question of one session. */
const SESSION_XP_LOCK = 727041;

export function createInterviewResponseRepo(db: Database): InterviewResponseRepo {
  return {
    async insert(response) {
      const [row] = await db.insert(interviewResponses).values(response).returning();
      if (!row) throw new Error('insert into interview_responses returned no row');
      return row;
    },

    async saveEvaluation(id, evaluation, xp, then) {
      return db.transaction(async (tx) => {
        const [response] = await tx.select().from(interviewResponses).where(eq(interviewResponses.id, id));
        if (!response) return undefined;
        const { userId, sessionKey, questionId } = response;
        await tx.execute(sql`select pg_advisory_xact_lock(${SESSION_XP_LOCK}, hashtext(${`${userId}|${sessionKey}|${questionId}`}))`);
        const [paid] = sessionKey
          ? await tx
              .select({ id: interviewResponses.id })
              .from(interviewResponses)
              .where(
                and(
                  eq(interviewResponses.userId, userId),
                  eq(interviewResponses.sessionKey, sessionKey),
                  eq(interviewResponses.questionId, questionId),
                  ne(interviewResponses.id, id),
                  gt(interviewResponses.xpAwarded, 0),
                ),
              )
              .limit(1)
          : [];
        const xpAwarded = paid ? 0 : xp;
        const [row] = await tx
          .update(interviewResponses)
          .set({ evaluationScore: evaluation.score, feedback: evaluation.feedback, evaluation, xpAwarded })
          .where(and(eq(interviewResponses.id, id), isNull(interviewResponses.evaluation)))
          .returning();
        if (!row) return undefined;
        return { row, then: await then(tx, xpAwarded) };
      });
    },

    async listForUser(userId, filter, limit) {
      return db
        .select()
        .from(interviewResponses)
        .where(
          and(
            eq(interviewResponses.userId, userId),
            filter.specialization ? eq(interviewResponses.specialization, filter.specialization) : undefined,
            filter.interviewType ? eq(interviewResponses.interviewType, filter.interviewType) : undefined,
          ),
        )
        .orderBy(desc(interviewResponses.createdAt), desc(interviewResponses.id))
        .limit(limit);
    },

    async findForUser(userId, id) {
      const [row] = await db
        .select()
        .from(interviewResponses)
        .where(and(eq(interviewResponses.id, id), eq(interviewResponses.userId, userId)));
      return row;
    },
  };
}
