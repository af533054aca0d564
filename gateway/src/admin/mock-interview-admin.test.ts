// The admin dashboard as spec 02 §2.13 lists it, from real data: recent mock interviews a page at a
// time with who took them (View Profile opens that user), and Add New Specialization, which the
// public list every area reads then holds. Admins only.
import type { Express } from 'express';
import request from 'supertest';
import { migrate } from '../db/migrate';
import { mockInterviewAnswers, mockInterviews } from '../db/schema';
import type { Database } from '../db/connection';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { ADMIN_EMAIL, COMPANY_DOMAIN, addPerson, worldApp, worldEnv, type Person } from '../company/test-world';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mock interview started `daysAgo` days ago with one answer per score (0–50). */
async function addMockInterview(db: Database, userId: string | null, specialization: string, scores: number[], daysAgo: number): Promise<string> {
  const startedAt = new Date(Date.now() - daysAgo * DAY_MS);
  const [row] = await db
    .insert(mockInterviews)
    .values({ userId, specialization, questionIds: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'], createdAt: startedAt })
    .returning({ id: mockInterviews.id });
  if (!row) throw new Error('no mock interview');
  if (scores.length) {
    await db.insert(mockInterviewAnswers).values(
      scores.map((score, i) => ({
        interviewId: row.id,
        questionIndex: i,
        questionId: `q${i + 1}`,
        answer: 'An answer.',
        score,
        level: 'medium' as const,
        feedback: 'Feedback.',
        source: 'local' as const,
        createdAt: new Date(startedAt.getTime() + (i + 1) * 60_000),
      })),
    );
  }
  return row.id;
}

for (const driver of testDrivers) {
  describeDriver(driver)(`admin dashboard: mock interviews and specializations (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let admin: Person;
    let recruiter: Person;
    let student: Person;
    let other: Person;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const { db } = database.connection;
      app = worldApp(db, testConfig(worldEnv));
      admin = await addPerson(db, app, ADMIN_EMAIL, { fullName: 'Ada Admin' });
      recruiter = await addPerson(db, app, `rita@${COMPANY_DOMAIN}`);
      student = await addPerson(db, app, 'sam@student.test', { fullName: 'Sam Student' });
      other = await addPerson(db, app, 'olga@student.test');
      ids.oldest = await addMockInterview(db, student.id, 'ib', [50, 25], 3);
      ids.visitor = await addMockInterview(db, null, 'pe', [10], 2);
      ids.unanswered = await addMockInterview(db, other.id, 'vc', [], 1.5);
      ids.newest = await addMockInterview(db, other.id, 'consulting', [40, 40, 40, 40, 40, 40], 1);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    const get = (url: string, as?: Person) => {
      const req = request(app).get(url);
      return as ? req.set('Authorization', as.auth) : req;
    };

    it.each(['/api/admin/mock-interviews', '/api/admin/users/00000000-0000-4000-8000-000000000001'])('%s answers 401 to a visitor, 403 to a recruiter and a student', async (url) => {
      expect((await get(url)).status).toBe(401);
      expect((await get(url, recruiter)).status).toBe(403);
      expect((await get(url, student)).status).toBe(403);
    });

    it('lists the mock interviews with an answer, newest first, with who took them and their average', async () => {
      const response = await get('/api/admin/mock-interviews', admin);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([ids.newest, ids.visitor, ids.oldest]);
      expect(response.body.items[0]).toMatchObject({
        user: { id: other.id, name: 'olga@student.test', email: 'olga@student.test' },
        specialization: 'Consulting',
        answers: 6,
        questions: 6,
        averageScore: 80,
      });
      expect(response.body.items[1]).toMatchObject({ user: null, specialization: 'Private Equity', answers: 1, averageScore: 20 });
      expect(response.body.items[2]).toMatchObject({ user: { id: student.id, name: 'Sam Student' }, specialization: 'Investment Banking', averageScore: 75 });
    });

    it('pages through them, and keeps one user’s for their profile', async () => {
      const second = await get('/api/admin/mock-interviews?page=2&pageSize=2', admin);
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([ids.oldest]);
      const mine = await get(`/api/admin/mock-interviews?user=${student.id}`, admin);
      expect(mine.body.total).toBe(1);
      expect(mine.body.items[0].id).toBe(ids.oldest);
    });

    it('says which paging value is wrong', async () => {
      const response = await get('/api/admin/mock-interviews?pageSize=500', admin);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('pageSize must be a whole number from 1 to 50');
    });

    it('opens a user’s profile with their roles (View Profile), 404 for nobody', async () => {
      const profile = await get(`/api/admin/users/${student.id}`, admin);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ id: student.id, email: 'sam@student.test', full_name: 'Sam Student', roles: { admin: false, premium: false, company: false } });
      expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000001', admin)).status).toBe(404);
      expect((await get('/api/admin/users/not-an-id', admin)).status).toBe(404);
    });

    describe('Add New Specialization', () => {
      const add = (body: object, as: Person = admin) => request(app).post('/api/admin/specializations').set('Authorization', as.auth).send(body);

      it('lists the six built-in specializations to anyone', async () => {
        const list = await get('/api/specializations');
        expect(list.status).toBe(200);
        expect(list.body.specializations.map((s: { id: string }) => s.id)).toEqual(['ib', 'pe', 'vc', 'consulting', 'cf', 'audit']);
      });

      it('is for admins only', async () => {
        expect((await request(app).post('/api/admin/specializations').send({ name: 'Real Estate' })).status).toBe(401);
        expect((await add({ name: 'Real Estate' }, recruiter)).status).toBe(403);
      });

      it('adds one, which the public list then holds after the built-in six, and records it in the audit log', async () => {
        const created = await add({ name: '  Real Estate & REITs ', description: 'Property investment and REIT valuation.' });
        expect(created.status).toBe(201);
        expect(created.body).toEqual({ id: 'real-estate-reits', name: 'Real Estate & REITs', description: 'Property investment and REIT valuation.', added: true });
        const list = await get('/api/specializations');
        expect(list.body.specializations).toHaveLength(7);
        expect(list.body.specializations.at(-1)).toMatchObject({ id: 'real-estate-reits', added: true });
        const audit = await get('/api/admin/audit', admin);
        expect(audit.body.entries[0]).toMatchObject({ action: 'specialization.create', details: { id: 'real-estate-reits', name: 'Real Estate & REITs' } });
      });

      it('refuses a name another specialization has, in any case, or a built-in one', async () => {
        for (const name of ['real estate & reits', 'Private Equity', 'audit']) {
          const refused = await add({ name });
          expect(refused.status).toBe(409);
          expect(refused.body.error).toMatchObject({ code: 'specialization_exists', message: 'A specialization with this name already exists.' });
        }
      });

      it('says what is wrong with the name', async () => {
        expect(JSON.stringify((await add({ name: '   ' })).body)).toContain('Please enter the specialization’s name');
        expect(JSON.stringify((await add({ name: 'x'.repeat(61) })).body)).toContain('A name is at most 60 characters');
        expect(JSON.stringify((await add({ name: '42' })).body)).toContain('A name needs at least two letters');
      });
    });
  });
}
