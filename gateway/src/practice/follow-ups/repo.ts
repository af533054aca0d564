// Data access of follow-up questions, the answers they follow (a mock interview answer or an
// interview-session answer, whose score they change) and the practice settings that turn them off.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { interviewResponses, mockInterviewAnswers, mockInterviews, practiceFollowUps, practiceSettings, type StoredEvaluation } from '../../db/schema';
import type { Evaluation } from '../../ai/answer-evaluator';

export type FollowUpRow = typeof practiceFollowUps.$inferSelect;
export type NewFollowUp = typeof practiceFollowUps.$inferInsert;

/** The answer follow-ups are asked about: a mock interview's question, or an interview-session response. */
export type AnswerOrigin = { kind: 'mock'; interviewId: string; questionIndex: number } | { kind: 'session'; responseId: string };

/** The answer as first given, its current evaluation, and the XP it earned so far. */
export interface OriginAnswer {
  userId: string;
  questionId: string;
  answer: string;
  score: number;
  xpAwarded: number;
  specialization: string;
}

export interface FollowUpRepo {
  followUpsOn(userId: string): Promise<boolean>;
  setFollowUps(userId: string, on: boolean): Promise<void>;
  /** Stores a follow-up; false when that round was already asked. */
  insert(followUp: NewFollowUp): Promise<boolean>;
  /** The follow-ups of an answer, by round. */
  forOrigin(userId: string, origin: AnswerOrigin): Promise<FollowUpRow[]>;
  originAnswer(origin: AnswerOrigin): Promise<OriginAnswer | undefined>;
  /**
   * Records a follow-up's answer and the question's new evaluation (XP raised by `extraXp`), then runs
   * `then` in the same transaction; undefined when the follow-up was answered meanwhile.
   */
  saveAnswer<T>(
    followUp: FollowUpRow,
    change: { answer: string; scoreAfter: number; gapClosed: boolean; evaluation: Evaluation; extraXp: number; at: Date },
    then: (tx: Database) => Promise<T>,
  ): Promise<{ then: T } | undefined>;
}

function originColumns(origin: AnswerOrigin) {
  return origin.kind === 'mock'
    ? { origin: 'mock' as const, originId: origin.interviewId, questionIndex: origin.questionIndex }
    : { origin: 'session' as const, originId: origin.responseId, questionIndex: 0 };
}

export function createFollowUpRepo(db: Database): FollowUpRepo {
  return {
    async followUpsOn(userId) {
      const [row] = await db.select({ on: practiceSettings.followUps }).from(practiceSettings).where(eq(practiceSettings.userId, userId));
      return row?.on ?? true;
    },

    async setFollowUps(userId, on) {
      await db
        .insert(practiceSettings)
        .values({ userId, followUps: on })
        .onConflictDoUpdate({ target: practiceSettings.userId, set: { followUps: on, updatedAt: new Date() } });
    },

    async insert(followUp) {
      const rows = await db.insert(practiceFollowUps).values(followUp).onConflictDoNothing().returning({ id: practiceFollowUps.id });
      return rows.length === 1;
    },

    async forOrigin(userId, origin) {
      const { origin: kind, originId, questionIndex } = originColumns(origin);
      return db
        .select()
        .from(practiceFollowUps)
        .where(
          and(
            eq(practiceFollowUps.userId, userId),
            eq(practiceFollowUps.origin, kind),
            eq(practiceFollowUps.originId, originId),
            eq(practiceFollowUps.questionIndex, questionIndex),
          ),
        )
        .orderBy(asc(practiceFollowUps.round));
    },

    async originAnswer(origin) {
      if (origin.kind === 'mock') {
        const [row] = await db
          .select({ answer: mockInterviewAnswers, userId: mockInterviews.userId, specialization: mockInterviews.specialization })
          .from(mockInterviewAnswers)
          .innerJoin(mockInterviews, eq(mockInterviews.id, mockInterviewAnswers.interviewId))
          .where(and(eq(mockInterviewAnswers.interviewId, origin.interviewId), eq(mockInterviewAnswers.questionIndex, origin.questionIndex)));
        if (!row || !row.userId) return undefined;
        const { questionId, answer, score, xpAwarded } = row.answer;
        return { userId: row.userId, questionId, answer, score, xpAwarded, specialization: row.specialization };
      }
      const [row] = await db.select().from(interviewResponses).where(eq(interviewResponses.id, origin.responseId));
      if (!row || row.evaluationScore === null) return undefined;
      return {
        userId: row.userId,
        questionId: row.questionId,
        answer: row.userAnswer,
        score: row.evaluationScore,
        xpAwarded: row.xpAwarded,
        specialization: row.specialization,
      };
    },

    async saveAnswer(followUp, { answer, scoreAfter, gapClosed, evaluation, extraXp, at }, then) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(practiceFollowUps)
          .set({ answer, scoreAfter, gapClosed, answeredAt: at })
          .where(and(eq(practiceFollowUps.id, followUp.id), isNull(practiceFollowUps.answer)))
          .returning({ id: practiceFollowUps.id });
        if (claimed.length === 0) return undefined;
        const { score, level, feedback, suggestions, source, notice } = evaluation;
        if (followUp.origin === 'mock') {
          const [current] = await tx
            .select({ xp: mockInterviewAnswers.xpAwarded })
            .from(mockInterviewAnswers)
            .where(and(eq(mockInterviewAnswers.interviewId, followUp.originId), eq(mockInterviewAnswers.questionIndex, followUp.questionIndex)));
          await tx
            .update(mockInterviewAnswers)
            .set({ score, level, feedback, suggestions, source, notice: notice ?? null, xpAwarded: (current?.xp ?? 0) + extraXp })
            .where(and(eq(mockInterviewAnswers.interviewId, followUp.originId), eq(mockInterviewAnswers.questionIndex, followUp.questionIndex)));
        } else {
          const [current] = await tx.select({ xp: interviewResponses.xpAwarded }).from(interviewResponses).where(eq(interviewResponses.id, followUp.originId));
          const stored: StoredEvaluation = evaluation;
          await tx
            .update(interviewResponses)
            .set({ evaluationScore: score, feedback, evaluation: stored, xpAwarded: (current?.xp ?? 0) + extraXp })
            .where(eq(interviewResponses.id, followUp.originId));
        }
        return { then: await then(tx) };
      });
    },
  };
}
