// Data access of the admin portal's figures: accounts, practice activity, scores, and the rows of the
// results report. Read-only; everyone's data (admins see all of it).
import { count, countDistinct, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { authUsers, interviewResponses, mockInterviewAnswers, mockInterviews, profiles, questions, userProgress, userRoles } from '../db/schema';

/** One evaluated answer, from an interview session or a mock interview. */
export interface ResultRow {
  userId: string | null;
  source: 'session' | 'mock';
  specialization: string;
  interviewType: string;
  questionId: string;
  score: number;
  answeredAt: Date;
}

export interface PersonRow {
  id: string;
  email: string | null;
  fullName: string | null;
  university: string | null;
  xp: number;
}

export interface OverviewRepo {
  countUsers(): Promise<number>;
  countPremiumUsers(adminEmails: readonly string[]): Promise<number>;
  /** Mock interviews started, and interview sessions (a user's answers of one bank on one day), since `from`. */
  countInterviewsSince(from: Date): Promise<number>;
  /** Mean evaluation score (0–50) of every evaluated answer; null without any. */
  averageScore(): Promise<number | null>;
  /** The newest evaluated answers (both kinds), newest first. */
  recentResults(limit: number): Promise<ResultRow[]>;
  /** Count and mean score (0–50) per specialization, and count per interview type. */
  scoreBreakdown(): Promise<{ bySpecialization: Array<{ key: string; n: number; average: number }>; byType: Array<{ key: string; n: number }> }>;
  /** New accounts per week (Monday starts, UTC) since `from`. */
  signupsByWeek(from: Date): Promise<Array<{ week: Date; n: number }>>;
  people(ids: readonly string[]): Promise<Map<string, PersonRow>>;
  /** Every evaluated answer with its question and person, newest first, for the CSV report. */
  allResults(limit: number): Promise<Array<ResultRow & { email: string | null; fullName: string | null; question: string | null }>>;
}

const sessionResults = (db: Database) =>
  db
    .select({
      userId: sql<string | null>`${interviewResponses.userId}`.as('user_id'),
      source: sql<'session' | 'mock'>`'session'`.as('source'),
      specialization: sql<string>`${interviewResponses.specialization}`.as('specialization'),
      interviewType: sql<string>`${interviewResponses.interviewType}`.as('interview_type'),
      questionId: sql<string>`${interviewResponses.questionId}`.as('question_id'),
      score: sql<number>`${interviewResponses.evaluationScore}`.as('score'),
      answeredAt: sql<Date>`${interviewResponses.createdAt}`.as('answered_at'),
    })
    .from(interviewResponses)
    .where(isNotNull(interviewResponses.evaluationScore));

const mockResults = (db: Database) =>
  db
    .select({
      userId: sql<string | null>`${mockInterviews.userId}`.as('user_id'),
      source: sql<'session' | 'mock'>`'mock'`.as('source'),
      specialization: sql<string>`${mockInterviews.specialization}`.as('specialization'),
      interviewType: sql<string>`'Mock interview'`.as('interview_type'),
      questionId: sql<string>`${mockInterviewAnswers.questionId}`.as('question_id'),
      score: sql<number>`${mockInterviewAnswers.score}::integer`.as('score'),
      answeredAt: sql<Date>`${mockInterviewAnswers.createdAt}`.as('answered_at'),
    })
    .from(mockInterviewAnswers)
    .innerJoin(mockInterviews, eq(mockInterviews.id, mockInterviewAnswers.interviewId));

function toResult(row: { userId: string | null; source: string; specialization: string; interviewType: string; questionId: string; score: unknown; answeredAt: unknown }): ResultRow {
  return {
    userId: row.userId,
    source: row.source === 'mock' ? 'mock' : 'session',
    specialization: row.specialization,
    interviewType: row.interviewType,
    questionId: row.questionId,
    score: Number(row.score),
    answeredAt: new Date(row.answeredAt as string | Date),
  };
}

export function createOverviewRepo(db: Database): OverviewRepo {
  const results = () => unionAll(sessionResults(db), mockResults(db)).as('results');

  async function people(ids: readonly string[]): Promise<Map<string, PersonRow>> {
    const found = new Map<string, PersonRow>();
    if (!ids.length) return found;
    const rows = await db
      .select({
        id: profiles.id,
        email: authUsers.email,
        fullName: profiles.fullName,
        university: profiles.affiliation,
        xp: sql<number>`coalesce(${userProgress.xp}, 0)`.mapWith(Number),
      })
      .from(profiles)
      .leftJoin(authUsers, eq(authUsers.id, profiles.id))
      .leftJoin(userProgress, eq(userProgress.userId, profiles.id))
      .where(inArray(profiles.id, [...ids]));
    for (const row of rows) found.set(row.id, row);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const users = await db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.id, missing));
      for (const user of users) found.set(user.id, { ...user, fullName: null, university: null, xp: 0 });
    }
    return found;
  }

  return {
    async countUsers() {
      const accounts = db.select({ id: authUsers.id }).from(authUsers).union(db.select({ id: profiles.id }).from(profiles)).as('accounts');
      const [row] = await db.select({ n: count() }).from(accounts);
      return row?.n ?? 0;
    },

    async countPremiumUsers(adminEmails) {
      const premium = db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.hasPremium, true))
        .union(db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.role, ['premium', 'admin'])))
        .union(
          db
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(adminEmails.length ? inArray(sql`lower(${authUsers.email})`, [...adminEmails]) : sql`false`),
        )
        .as('premium');
      const [row] = await db.select({ n: count() }).from(premium);
      return row?.n ?? 0;
    },

    async countInterviewsSince(from) {
      const [mock] = await db.select({ n: count() }).from(mockInterviews).where(gte(mockInterviews.createdAt, from));
      const [sessions] = await db
        .select({
          n: countDistinct(
            sql`(${interviewResponses.userId}, ${interviewResponses.specialization}, ${interviewResponses.interviewType}, date(${interviewResponses.createdAt}))`,
          ),
        })
        .from(interviewResponses)
        .where(gte(interviewResponses.createdAt, from));
      return (mock?.n ?? 0) + (sessions?.n ?? 0);
    },

    async averageScore() {
      const all = results();
      const [row] = await db.select({ average: sql<string | null>`avg(${all.score})` }).from(all);
      return row?.average === null || row?.average === undefined ? null : Number(row.average);
    },

    async recentResults(limit) {
      const all = results();
      const rows = await db.select().from(all).orderBy(desc(all.answeredAt)).limit(limit);
      return rows.map(toResult);
    },

    async scoreBreakdown() {
      const all = results();
      const bySpecialization = await db
        .select({ key: all.specialization, n: sql<number>`count(*)`.mapWith(Number), average: sql<number>`avg(${all.score})`.mapWith(Number) })
        .from(all)
        .groupBy(all.specialization);
      const byType = await db
        .select({ key: all.interviewType, n: sql<number>`count(*)`.mapWith(Number) })
        .from(all)
        .groupBy(all.interviewType);
      return { bySpecialization, byType };
    },

    async signupsByWeek(from) {
      const firstSeen = db
        .select({ id: authUsers.id, createdAt: sql<Date>`${authUsers.createdAt}`.as('created_at') })
        .from(authUsers)
        .union(db.select({ id: profiles.id, createdAt: sql<Date>`${profiles.createdAt}`.as('created_at') }).from(profiles))
        .as('first_seen');
      const accounts = db
        .select({ id: firstSeen.id, createdAt: sql<Date>`min(${firstSeen.createdAt})`.as('joined_at') })
        .from(firstSeen)
        .groupBy(firstSeen.id)
        .as('accounts');
      const rows = await db
        .select({ week: sql<string>`date_trunc('week', ${accounts.createdAt} at time zone 'UTC')`, n: sql<number>`count(*)`.mapWith(Number) })
        .from(accounts)
        .where(gte(accounts.createdAt, from))
        .groupBy(sql`1`);
      return rows.map((row) => ({ week: new Date(`${String(row.week).replace(' ', 'T').slice(0, 19)}Z`), n: row.n }));
    },

    people,

    async allResults(limit) {
      const all = results();
      const rows = await db.select().from(all).orderBy(desc(all.answeredAt)).limit(limit);
      const mapped = rows.map(toResult);
      const persons = await people([...new Set(mapped.flatMap((row) => (row.userId ? [row.userId] : [])))]);
      const questionIds = [...new Set(mapped.map((row) => row.questionId))];
      const texts = new Map<string, string>();
      if (questionIds.length) {
        const found = await db.select({ id: questions.id, question: questions.question }).from(questions).where(inArray(questions.id, questionIds));
        for (const q of found) texts.set(q.id, q.question);
      }
      return mapped.map((row) => {
        const person = row.userId ? persons.get(row.userId) : undefined;
        return { ...row, email: person?.email ?? null, fullName: person?.fullName ?? null, question: texts.get(row.questionId) ?? null };
      });
    },
  };
}
