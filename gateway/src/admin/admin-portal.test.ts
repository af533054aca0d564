// The admin portal's API against every available database driver: admins only, real figures, Event
// Manager and Edit Question Bank validated, an audit entry for every change, the CSV report escaped.
import { desc, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { QUESTION_BANK } from '@bullpen/evaluator';
import { migrate } from '../db/migrate';
import { adminAuditLog, events, mockInterviewAnswers, mockInterviews, questions } from '../db/schema';
import { createQuestionRepo } from '../practice/questions/repo';
import { loadQuestionBank } from '../practice/questions/service';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { ADMIN_EMAIL, COMPANY_DOMAIN, addAnswers, addPerson, worldApp, worldEnv, type Person } from '../company/test-world';

const validEvent = {
  title: 'Inside Private Credit',
  description: 'A conversation about direct lending, covenants and how to break into private credit funds.',
  type: 'Interview',
  date: '2030-03-04',
  time: '18:00–19:00 CET',
  location: 'Online Event',
  speakers: ['Nina Park, Partner'],
  experiences: [],
  image: 'podcast-markets',
  registrationLink: 'https://events.example.com/private-credit',
  spotifyLink: 'https://open.spotify.com/show/x',
  youtubeLink: 'https://www.youtube.com/@x',
};

const ADMIN_ENDPOINTS: Array<{ method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: object }> = [
  { method: 'get', path: '/api/admin/overview' },
  { method: 'get', path: '/api/admin/candidates' },
  { method: 'get', path: '/api/admin/insights' },
  { method: 'get', path: '/api/admin/reports/results.csv' },
  { method: 'get', path: '/api/admin/events' },
  { method: 'post', path: '/api/admin/events', body: validEvent },
  { method: 'put', path: '/api/admin/events/inside-private-credit', body: validEvent },
  { method: 'delete', path: '/api/admin/events/inside-private-credit' },
  { method: 'get', path: '/api/admin/questions?specialization=ib' },
  { method: 'patch', path: '/api/admin/questions/ib-tech-001', body: { topic: 'Valuation' } },
  { method: 'get', path: '/api/admin/audit' },
  { method: 'get', path: '/api/admin/users?query=' },
  { method: 'post', path: '/api/admin/users/0b3c2f4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e/roles', body: { role: 'premium', granted: true } },
];

for (const driver of testDrivers) {
  describeDriver(driver)(`admin portal API (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let admin: Person;
    let recruiter: Person;
    let student: Person;
    let trickster: Person;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const { db } = database.connection;
      await loadQuestionBank(createQuestionRepo(db), QUESTION_BANK);
      app = worldApp(db, testConfig(worldEnv));
      admin = await addPerson(db, app, ADMIN_EMAIL, { fullName: 'Ada Admin' });
      recruiter = await addPerson(db, app, `rita@${COMPANY_DOMAIN}`);
      student = await addPerson(db, app, 'sam@student.test', { fullName: 'Sam Student', university: 'LSE' });
      trickster = await addPerson(db, app, 'eve@student.test', { fullName: '=HYPERLINK("http://evil.example","click")', university: 'Nowhere' });
      await addAnswers(db, student.id, [
        { specialization: 'ib', interviewType: 'Technical', score: 40, questionId: 'ib-tech-001' },
        { specialization: 'ib', interviewType: 'Motivational', score: 30, questionId: 'ib-mot-001' },
      ]);
      await addAnswers(db, trickster.id, [{ specialization: 'pe', interviewType: 'Technical', score: 20, questionId: 'pe-tech-001' }]);
      const [interview] = await db.insert(mockInterviews).values({ userId: student.id, specialization: 'ib', questionIds: ['ib-tech-002'] }).returning();
      await db.insert(mockInterviewAnswers).values({
        interviewId: interview!.id,
        questionIndex: 0,
        questionId: 'ib-tech-002',
        answer: 'Answer',
        score: 50,
        level: 'strong',
        feedback: 'Great',
        source: 'local',
      });
    });

    afterAll(async () => {
      await database?.dispose();
    });

    const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, as?: Person, body?: object) => {
      const req = request(app)[method](path);
      if (as) req.set('Authorization', as.auth);
      return body ? req.send(body) : req;
    };

    async function lastAudit() {
      const [row] = await database.connection.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1);
      return row;
    }

    it.each(ADMIN_ENDPOINTS)('$method $path answers 401 to a visitor, 403 to a student and to a company user', async ({ method, path, body }) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path, student, body)).status).toBe(403);
      expect((await call(method, path, recruiter, body)).status).toBe(403);
    });

    it('shows the dashboard’s real figures', async () => {
      const response = await call('get', '/api/admin/overview', admin);
      expect(response.status).toBe(200);
      // One mock interview and three sessions (user, bank, day); answers 40, 30, 20 and 50 of 50: 70%.
      expect(response.body).toEqual({ users: 4, premiumUsers: 1, interviewsThisWeek: 4, averageScore: 70 });
    });

    it('lists the real top five and the recent activity', async () => {
      const response = await call('get', '/api/admin/candidates', admin);
      expect(response.body.topFive.map((c: { name: string }) => c.name)).toEqual(['Sam Student', '=HYPERLINK("http://evil.example","click")']);
      expect(response.body.recentActivity[0]).toMatchObject({ name: 'Sam Student', specialization: 'Investment Banking', interviewType: 'Mock interview', score: 100 });
    });

    it('gives Insights per specialization, per interview type and per week', async () => {
      const { body } = await call('get', '/api/admin/insights', admin);
      expect(body.bySpecialization.find((s: { id: string }) => s.id === 'ib')).toEqual({ id: 'ib', name: 'Investment Banking', answers: 3, averageScore: 80 });
      expect(body.byType).toEqual(expect.arrayContaining([{ type: 'Technical', answers: 2 }]));
      expect(body.signupsByWeek).toHaveLength(8);
      expect(body.signupsByWeek.at(-1).signups).toBe(4);
    });

    it('exports the results as CSV, escaped and protected against formulas', async () => {
      const response = await call('get', '/api/admin/reports/results.csv', admin);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bullpen-results-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('answered_at,email,name,source,specialization,interview_type,question_id,question,score_out_of_50');
      expect(lines).toHaveLength(5);
      expect(response.text).toContain(`eve@student.test,"'=HYPERLINK(""http://evil.example"",""click"")",Interview session,Private Equity,Technical,pe-tech-001,`);
    });

    describe('Event Manager', () => {
      it('refuses an invalid event, naming the fields, and stores nothing', async () => {
        const response = await call('post', '/api/admin/events', admin, { ...validEvent, title: '', registrationLink: 'javascript:alert(1)', type: 'Party' });
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.error.fields).sort()).toEqual(['registrationLink', 'title', 'type']);
        expect(await database.connection.db.select().from(events).where(eq(events.title, ''))).toEqual([]);
      });

      it('creates, edits and deletes an event, each change audited', async () => {
        const created = await call('post', '/api/admin/events', admin, validEvent);
        expect(created.status).toBe(201);
        expect(created.body.id).toMatch(/^inside-private-credit-[0-9a-f]{4}$/);
        expect(await lastAudit()).toMatchObject({ adminId: admin.id, action: 'event.create', details: { eventId: created.body.id } });

        const edited = await call('put', `/api/admin/events/${created.body.id}`, admin, { ...validEvent, title: 'Inside Private Credit, Live' });
        expect(edited.status).toBe(200);
        expect(edited.body.title).toBe('Inside Private Credit, Live');
        expect(await lastAudit()).toMatchObject({ action: 'event.update', details: { eventId: created.body.id, title: 'Inside Private Credit, Live' } });

        const badEdit = await call('put', `/api/admin/events/${created.body.id}`, admin, { ...validEvent, date: '03/04/2030' });
        expect(badEdit.status).toBe(400);

        expect((await call('delete', `/api/admin/events/${created.body.id}`, admin)).status).toBe(204);
        expect(await lastAudit()).toMatchObject({ action: 'event.delete', details: { eventId: created.body.id } });
        expect((await call('delete', `/api/admin/events/${created.body.id}`, admin)).status).toBe(404);
      });
    });

    describe('Edit Question Bank', () => {
      it('lists a specialization’s questions', async () => {
        const response = await call('get', '/api/admin/questions?specialization=ib&interviewType=Technical', admin);
        expect(response.status).toBe(200);
        expect(response.body.questions.length).toBeGreaterThan(0);
        expect(response.body.questions.every((q: { specialization: string; interviewType: string }) => q.specialization === 'ib' && q.interviewType === 'Technical')).toBe(true);
        expect((await call('get', '/api/admin/questions?specialization=crypto', admin)).status).toBe(400);
      });

      it('refuses an edit the question schema does not allow', async () => {
        for (const body of [{ question: 'Too short' }, { difficulty: 9 }, { keyConcepts: ['one'] }, { id: 'other-id-001' }]) {
          const response = await call('patch', '/api/admin/questions/ib-tech-001', admin, body);
          expect(response.status).toBe(400);
        }
        const [row] = await database.connection.db.select().from(questions).where(eq(questions.id, 'ib-tech-001'));
        expect(row?.editedByAdmin).toBe(false);
      });

      it('saves a valid edit, marks it edited by an admin and audits it', async () => {
        const response = await call('patch', '/api/admin/questions/ib-tech-001', admin, { question: 'Walk me through the three financial statements and how they link.', difficulty: 2 });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ id: 'ib-tech-001', difficulty: 2, editedByAdmin: true });
        expect(await lastAudit()).toMatchObject({ action: 'question.update', details: { questionId: 'ib-tech-001', fields: ['difficulty', 'question'] } });
        expect((await call('patch', '/api/admin/questions/ib-tech-999', admin, { difficulty: 2 })).status).toBe(404);
      });
    });

    it('audits a role grant, and shows every change in the Audit Log', async () => {
      const granted = await call('post', `/api/admin/users/${student.id}/roles`, admin, { role: 'premium', granted: true });
      expect(granted.status).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'role.grant', targetUserId: student.id, details: { role: 'premium' } });
      const audit = await call('get', '/api/admin/audit?limit=10', admin);
      expect(audit.status).toBe(200);
      expect(audit.body.entries[0]).toMatchObject({ action: 'role.grant', admin: { id: admin.id, email: ADMIN_EMAIL }, targetUser: { id: student.id, email: 'sam@student.test' } });
      expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['event.create', 'event.update', 'event.delete', 'question.update']));
    });
  });
}
