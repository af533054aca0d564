// Test support for the challenges, leaderboard and analytics suites: a migrated database, people with
// profiles, progress and roles, evaluated answers written the way the practice API writes them
// (inserted, then the score written back), and an /api of the real routes behind the real auth
// middleware and role rules. Only the token check is a stand-in: `Bearer <user id>`.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import { createAnalytics } from '../analytics/analytics';
import { createAuthMiddleware } from '../auth/middleware';
import { createRoleResolver } from '../auth/roles';
import { createChallenges } from '../challenges/challenges';
import type { Database } from '../db/connection';
import { interviewResponses, profiles, userProgress, userRoles } from '../db/schema';
import { errorHandler, notFound } from '../http/error-handler';
import { testConfig } from '../../test/support';
import { createLeaderboard } from './leaderboard';

export interface Person {
  id: string;
  /** `Authorization` header value acting as this person. */
  auth: string;
}

export interface PersonFields {
  fullName?: string;
  university?: string;
  optIn?: boolean;
  premium?: boolean;
  xp?: number;
}

/** `clock`: the server's time the challenge runs are timed by (the real one unless a test injects its own). */
export function worldApp(db: Database, clock?: () => Date): Express {
  const auth = createAuthMiddleware(async (token) => ({ id: token, email: `${token}@students.test` }), createRoleResolver(db, testConfig().auth));
  const leaderboard = createLeaderboard(db, auth);
  const api = express
    .Router()
    .use(express.json())
    .use(createChallenges(db, auth, clock).routes)
    .use(leaderboard.routes)
    .use(createAnalytics(db, auth, leaderboard.service).routes)
    .use(notFound);
  return express().use('/api', api).use(errorHandler);
}

export async function addPerson(db: Database, fields: PersonFields = {}): Promise<Person> {
  const id = randomUUID();
  await db.insert(profiles).values({ id, fullName: fields.fullName ?? null, affiliation: fields.university ?? null, leaderboardOptIn: fields.optIn ?? true });
  if (fields.xp !== undefined) await db.insert(userProgress).values({ userId: id, xp: fields.xp });
  if (fields.premium) await db.insert(userRoles).values({ userId: id, role: 'premium' });
  return { id, auth: `Bearer ${id}` };
}

export interface AnswerFields {
  specialization?: string;
  interviewType?: string;
  questionId?: string;
  /** Minutes after 2026-01-01T00:00Z: answers are ordered by it. */
  minute?: number;
}

/** An interview-session answer, inserted unevaluated and then given its score, as the practice API does. */
export async function answer(db: Database, person: Person, score: number, fields: AnswerFields = {}): Promise<string> {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + (fields.minute ?? 0) * 60_000);
  const [row] = await db
    .insert(interviewResponses)
    .values({
      userId: person.id,
      questionId: fields.questionId ?? 'ib-tech-001',
      specialization: fields.specialization ?? 'ib',
      interviewType: fields.interviewType ?? 'Technical',
      userAnswer: 'An answer.',
      createdAt,
    })
    .returning({ id: interviewResponses.id });
  await db.execute(sql`update interview_responses set evaluation_score = ${score}, feedback = 'ok' where id = ${row!.id}`);
  return row!.id;
}
