// Test support for the company and admin suites: a migrated database with people in it, and an /api
// made of the real routes behind the real auth middleware and role rules. Only the token check is a
// stand-in (`Bearer <user id>`), so a test can act as anyone without signing in through /auth/v1.
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import { createAdmin } from '../admin/admin';
import { createAuthMiddleware } from '../auth/middleware';
import { createRoleResolver } from '../auth/roles';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { authUsers, interviewResponses, profiles, userProgress } from '../db/schema';
import { errorHandler, notFound } from '../http/error-handler';
import { createSpecializations } from '../specializations/specializations';
import { createCompany } from './company';

export const ADMIN_EMAIL = 'admin@bullpen.test';
export const COMPANY_DOMAIN = 'recruit.test';
export const worldEnv = { ADMIN_EMAILS: ADMIN_EMAIL, COMPANY_EMAIL_DOMAINS: COMPANY_DOMAIN };

export interface Person {
  id: string;
  email: string;
  /** `Authorization` header value acting as this person. */
  auth: string;
}

export interface PersonFields {
  fullName?: string;
  university?: string;
  specialization?: string;
  recruiterVisible?: boolean;
  xp?: number;
  skillPoints?: Record<string, number>;
  specializationXp?: Record<string, number>;
}

/** The whole /api of the company, admin and specializations components, as app.ts mounts them. */
export function worldApp(db: Database, config: Config): Express {
  const emails = new Map<string, string>();
  const auth = createAuthMiddleware(async (token) => {
    const email = emails.get(token);
    if (!email) throw new Error('unknown token');
    return { id: token, email };
  }, createRoleResolver(db, config.auth));
  const api = express
    .Router()
    .use(express.json())
    .use(createCompany(db, config, auth).routes)
    .use(createAdmin({ db, config, auth }).routes)
    .use(createSpecializations(db, auth).routes)
    .use(notFound);
  const app = express().use('/api', api).use(errorHandler);
  // Registered people are known to the stand-in token check.
  app.locals.register = (person: Person) => emails.set(person.id, person.email);
  return app;
}

/** Adds an account (auth user + profile + progress) and makes it known to `app`'s token check. */
export async function addPerson(db: Database, app: Express, email: string, fields: PersonFields = {}): Promise<Person> {
  const id = randomUUID();
  await db.insert(authUsers).values({ id, email, passwordHash: 'unused', emailConfirmedAt: new Date() });
  await db.insert(profiles).values({
    id,
    fullName: fields.fullName ?? null,
    affiliation: fields.university ?? null,
    specialization: fields.specialization ?? null,
    recruiterVisible: fields.recruiterVisible ?? false,
  });
  await db.insert(userProgress).values({
    userId: id,
    xp: fields.xp ?? 0,
    skillPoints: fields.skillPoints ?? {},
    specializationXp: fields.specializationXp ?? {},
  });
  const person = { id, email, auth: `Bearer ${id}` };
  (app.locals.register as (p: Person) => void)(person);
  return person;
}

/** Evaluated interview answers, oldest first, one minute apart, ending `daysAgo` days ago. */
export async function addAnswers(
  db: Database,
  userId: string,
  answers: ReadonlyArray<{ specialization: string; interviewType: string; score: number; questionId?: string }>,
  daysAgo = 1,
): Promise<void> {
  const end = Date.now() - daysAgo * 24 * 60 * 60 * 1000;
  await db.insert(interviewResponses).values(
    answers.map((answer, i) => ({
      userId,
      questionId: answer.questionId ?? `${answer.specialization}-tech-001`,
      specialization: answer.specialization,
      interviewType: answer.interviewType,
      userAnswer: 'An answer.',
      evaluationScore: answer.score,
      feedback: 'Feedback.',
      createdAt: new Date(end - (answers.length - i) * 60_000),
    })),
  );
}
