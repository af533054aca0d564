// Data access of mock interviews: the interview with its drawn questions, and one answer per question.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { mockInterviewAnswers, mockInterviews } from '../../db/schema';

export type MockInterviewRow = typeof mockInterviews.$inferSelect;
export type MockInterviewAnswerRow = typeof mockInterviewAnswers.$inferSelect;
export type NewMockInterviewAnswer = typeof mockInterviewAnswers.$inferInsert;

export interface MockInterviewRepo {
  create(interview: { id: string; userId: string | null; specialization: string; questionIds: string[] }): Promise<MockInterviewRow>;
  find(id: string): Promise<MockInterviewRow | undefined>;
  /** Gives a visitor's interview to a user; false when it already belongs to someone. */
  claim(id: string, userId: string): Promise<boolean>;
  answers(interviewId: string): Promise<MockInterviewAnswerRow[]>;
  /**
   * Stores an answer and runs `then` in the same transaction (the XP award), so the award happens
   * exactly when the answer is stored. Undefined when that question was already answered.
   */
  saveAnswer<T>(answer: NewMockInterviewAnswer, then: (tx: Database) => Promise<T>): Promise<{ row: MockInterviewAnswerRow; then: T } | undefined>;
}

export function createMockInterviewRepo(db: Database): MockInterviewRepo {
  return {
    async create(interview) {
      const [row] = await db.insert(mockInterviews).values(interview).returning();
      if (!row) throw new Error('insert into mock_interviews returned no row');
      return row;
    },

    async find(id) {
      const [row] = await db.select().from(mockInterviews).where(eq(mockInterviews.id, id));
      return row;
    },

    async claim(id, userId) {
      const rows = await db
        .update(mockInterviews)
        .set({ userId })
        .where(and(eq(mockInterviews.id, id), isNull(mockInterviews.userId)))
        .returning({ id: mockInterviews.id });
      return rows.length === 1;
    },

    async answers(interviewId) {
      return db
        .select()
        .from(mockInterviewAnswers)
        .where(eq(mockInterviewAnswers.interviewId, interviewId))
        .orderBy(asc(mockInterviewAnswers.questionIndex));
    },

    async saveAnswer(answer, then) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(mockInterviewAnswers).values(answer).onConflictDoNothing().returning();
        if (!row) return undefined;
        return { row, then: await then(tx) };
      });
    },
  };
}
