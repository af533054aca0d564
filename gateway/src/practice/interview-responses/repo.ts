// Data access of interview-session answers; every read is scoped to the user who gave them.
import { and, desc, eq, isNull } from 'drizzle-orm';
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
   * response had no evaluation yet; undefined otherwise.
   */
  saveEvaluation<T>(
    id: string,
    evaluation: StoredEvaluation,
    xpAwarded: number,
    then: (tx: Database) => Promise<T>,
  ): Promise<{ row: InterviewResponseRow; then: T } | undefined>;
  listForUser(userId: string, filter: ResponseFilter, limit: number): Promise<InterviewResponseRow[]>;
  findForUser(userId: string, id: string): Promise<InterviewResponseRow | undefined>;
}

export function createInterviewResponseRepo(db: Database): InterviewResponseRepo {
  return {
    async insert(response) {
      const [row] = await db.insert(interviewResponses).values(response).returning();
      if (!row) throw new Error('insert into interview_responses returned no row');
      return row;
    },

    async saveEvaluation(id, evaluation, xpAwarded, then) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(interviewResponses)
          .set({ evaluationScore: evaluation.score, feedback: evaluation.feedback, evaluation, xpAwarded })
          .where(and(eq(interviewResponses.id, id), isNull(interviewResponses.evaluation)))
          .returning();
        if (!row) return undefined;
        return { row, then: await then(tx) };
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
