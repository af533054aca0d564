// The admin portal's mock interviews (spec 02 §2.13: the dashboard's list, View All Mock Interviews and
// a user's own list on their profile): mock interviews with at least one answer, newest first, a page
// at a time, with who took them and how they scored.
import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EVALUATION_MAX, findSpecialization } from '@bullpen/shared/domain';
import type { MockInterviewPage } from '@bullpen/shared/contracts';
import type { Database } from '../db/connection';
import { mockInterviewAnswers, mockInterviews } from '../db/schema';
import type { PersonRow } from './overview-repo';

export const MOCK_INTERVIEW_PAGE_MAX = 50;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

export const mockInterviewQuerySchema = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, MOCK_INTERVIEW_PAGE_MAX).default(20),
  user: z.uuid({ message: 'user must be a user id' }).optional(),
});
export type MockInterviewQuery = z.infer<typeof mockInterviewQuerySchema>;

export interface MockInterviewAdmin {
  list(query: MockInterviewQuery): Promise<MockInterviewPage>;
}

export function createMockInterviewAdmin(db: Database, people: (ids: readonly string[]) => Promise<Map<string, PersonRow>>): MockInterviewAdmin {
  return {
    async list({ page, pageSize, user }) {
      const answered = exists(db.select({ one: sql`1` }).from(mockInterviewAnswers).where(eq(mockInterviewAnswers.interviewId, mockInterviews.id)));
      const where: SQL | undefined = user ? and(answered, eq(mockInterviews.userId, user)) : answered;
      const [totalRow] = await db.select({ n: count() }).from(mockInterviews).where(where);
      const rows = await db
        .select({
          id: mockInterviews.id,
          userId: mockInterviews.userId,
          specialization: mockInterviews.specialization,
          startedAt: mockInterviews.createdAt,
          questions: sql<number>`jsonb_array_length(${mockInterviews.questionIds})`.mapWith(Number),
          answers: sql<number>`count(${mockInterviewAnswers.questionIndex})`.mapWith(Number),
          average: sql<string | null>`avg(${mockInterviewAnswers.score})`,
        })
        .from(mockInterviews)
        .innerJoin(mockInterviewAnswers, eq(mockInterviewAnswers.interviewId, mockInterviews.id))
        .where(user ? eq(mockInterviews.userId, user) : undefined)
        .groupBy(mockInterviews.id)
        .orderBy(desc(mockInterviews.createdAt), desc(mockInterviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const persons = await people([...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]);
      return {
        items: rows.map((row) => {
          const person = row.userId ? persons.get(row.userId) : undefined;
          return {
            id: row.id,
            user: row.userId ? { id: row.userId, name: person?.fullName?.trim() || person?.email || 'Former user', email: person?.email ?? null } : null,
            specialization: findSpecialization(row.specialization)?.name ?? row.specialization,
            startedAt: new Date(row.startedAt).toISOString(),
            answers: row.answers,
            questions: Math.max(row.questions, row.answers),
            averageScore: row.average === null ? null : Math.round((Number(row.average) / EVALUATION_MAX) * 100),
          };
        }),
        total: totalRow?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}
