// The company portal's API against every available database driver: who may call it, that only
// candidates who opted in are ever shown, the talent dashboard, AI matching, the chat on both sides,
// interview scheduling and the DEMO_MODE samples.
import { count, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { createApp, type GatewayApp } from '../app';
import { migrate } from '../db/migrate';
import { interviews, messages } from '../db/schema';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { SAMPLE_CANDIDATES } from './sample-candidates';
import { COMPANY_DOMAIN, addAnswers, addPerson, worldApp, worldEnv, type Person } from './test-world';

const SOME_ID = '0b3c2f4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e';

/** Every company endpoint; `:candidate` is filled in per test. */
const COMPANY_ENDPOINTS: Array<{ method: 'get' | 'post'; path: string; body?: object }> = [
  { method: 'get', path: '/api/company/talent' },
  { method: 'get', path: '/api/company/candidates/:candidate' },
  { method: 'post', path: '/api/company/match', body: { profileDescription: 'Private equity associate', softSkills: 'leadership' } },
  { method: 'get', path: '/api/company/conversations' },
  { method: 'get', path: '/api/company/chat/:candidate' },
  { method: 'post', path: '/api/company/chat/:candidate/messages', body: { body: 'Hello' } },
  { method: 'post', path: '/api/company/chat/:candidate/interviews', body: { date: '2030-01-15', time: '10:30' } },
];

for (const driver of testDrivers) {
  describeDriver(driver)(`company portal API (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let recruiter: Person;
    let otherRecruiter: Person;
    let admin: Person;
    let student: Person;
    let visible: Person;
    let improver: Person;
    let hidden: Person;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const { db } = database.connection;
      app = worldApp(db, testConfig(worldEnv));
      recruiter = await addPerson(db, app, `rita@${COMPANY_DOMAIN}`, { fullName: 'Rita Recruiter', university: 'Acme Capital' });
      otherRecruiter = await addPerson(db, app, `oscar@${COMPANY_DOMAIN}`, { fullName: 'Oscar Other' });
      admin = await addPerson(db, app, 'admin@bullpen.test', { fullName: 'Ada Admin' });
      student = await addPerson(db, app, 'sam@student.test', { fullName: 'Sam Student' });
      visible = await addPerson(db, app, 'vera@student.test', {
        fullName: 'Vera Visible',
        university: 'Bocconi',
        specialization: 'private-equity',
        recruiterVisible: true,
        xp: 900,
        skillPoints: { leadership: 320 },
        specializationXp: { 'Private Equity': 420 },
      });
      improver = await addPerson(db, app, 'ian@student.test', { fullName: 'Ian Improver', university: 'LSE', specialization: 'audit', recruiterVisible: true, xp: 300 });
      hidden = await addPerson(db, app, 'hugo@student.test', {
        fullName: 'Hugo Hidden',
        university: 'ETH',
        specialization: 'private-equity',
        xp: 5000,
        skillPoints: { leadership: 600 },
        specializationXp: { pe: 900 },
      });
      await addAnswers(db, visible.id, [
        { specialization: 'pe', interviewType: 'Technical', score: 40 },
        { specialization: 'pe', interviewType: 'Technical', score: 42 },
      ]);
      await addAnswers(db, improver.id, [
        { specialization: 'audit', interviewType: 'Technical', score: 10 },
        { specialization: 'audit', interviewType: 'Technical', score: 30 },
      ]);
      // The best of all, but not seen by recruiters.
      await addAnswers(db, hidden.id, [
        { specialization: 'pe', interviewType: 'Technical', score: 20 },
        { specialization: 'pe', interviewType: 'Technical', score: 50 },
      ]);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    const call = (method: 'get' | 'post', path: string, as?: Person, body?: object) => {
      const req = request(app)[method](path);
      if (as) req.set('Authorization', as.auth);
      return body ? req.send(body) : req;
    };

    describe('access', () => {
      it.each(COMPANY_ENDPOINTS)('$method $path answers 401 to a visitor and 403 to a student', async ({ method, path, body }) => {
        const url = path.replace(':candidate', visible.id);
        expect((await call(method, url, undefined, body)).status).toBe(401);
        const refused = await call(method, url, student, body);
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('forbidden');
      });

      it.each(COMPANY_ENDPOINTS.filter((e) => e.method === 'get'))('$method $path is open to a company user and to an admin', async ({ method, path }) => {
        const url = path.replace(':candidate', visible.id);
        expect((await call(method, url, recruiter)).status).toBe(200);
        expect((await call(method, url, admin)).status).toBe(200);
      });

      it('refuses the candidate side of the chat to a visitor', async () => {
        expect((await call('get', '/api/messages/conversations')).status).toBe(401);
        expect((await call('get', `/api/messages/conversations/${SOME_ID}`)).status).toBe(401);
        expect((await call('post', `/api/messages/conversations/${SOME_ID}/messages`, undefined, { body: 'Hi' })).status).toBe(401);
      });
    });

    describe('the company login check', () => {
      it('accepts a company e-mail domain, whatever its case', async () => {
        const response = await call('post', '/api/company/login-check', undefined, { email: `Rita@${COMPANY_DOMAIN.toUpperCase()}` });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ allowed: true });
      });

      it('refuses another domain with the spec message, without naming the allowed domains', async () => {
        const response = await call('post', '/api/company/login-check', undefined, { email: 'rita@gmail.com' });
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual({ code: 'invalid_email_domain', message: 'Please use your company email address' });
        expect(JSON.stringify(response.body)).not.toContain(COMPANY_DOMAIN);
      });
    });

    describe('a candidate who has not opted in', () => {
      it('is on no dashboard list', async () => {
        const { body } = await call('get', '/api/company/talent', recruiter);
        const ids = [...body.topPerformers, ...body.mostImproved].map((entry: { id: string }) => entry.id);
        expect(ids).not.toContain(hidden.id);
        expect(ids).not.toContain(student.id);
      });

      it('has no profile (404), like an unknown or malformed id', async () => {
        for (const id of [hidden.id, SOME_ID, 'not-a-uuid']) {
          const response = await call('get', `/api/company/candidates/${id}`, recruiter);
          expect(response.status).toBe(404);
        }
      });

      it('is never matched, even as the best fit', async () => {
        const { body } = await call('post', '/api/company/match', recruiter, { profileDescription: 'Private equity associate', softSkills: 'leadership' });
        expect(body.matches.map((m: { candidate: { id: string } }) => m.candidate.id)).not.toContain(hidden.id);
      });

      it('cannot be written to, nor scheduled with', async () => {
        expect((await call('get', `/api/company/chat/${hidden.id}`, recruiter)).status).toBe(404);
        expect((await call('post', `/api/company/chat/${hidden.id}/messages`, recruiter, { body: 'Hi' })).status).toBe(404);
        expect((await call('post', `/api/company/chat/${hidden.id}/interviews`, recruiter, { date: '2030-01-15', time: '10:30' })).status).toBe(404);
        const [row] = await database.connection.db.select({ n: count() }).from(messages);
        expect(row?.n ?? 0).toBe(0);
      });
    });

    describe('the talent dashboard', () => {
      it('ranks Top Performers and Most Improved with the leaderboard maths, opted-in candidates only', async () => {
        const response = await call('get', '/api/company/talent', recruiter);
        expect(response.status).toBe(200);
        expect(response.body.topPerformers).toEqual([
          expect.objectContaining({ rank: 1, id: visible.id, name: 'Vera Visible', university: 'Bocconi', score: 82, sample: false }),
          expect.objectContaining({ rank: 2, id: improver.id, score: 40 }),
        ]);
        expect(response.body.topPerformers[0].specialization).toEqual({ id: 'pe', name: 'Private Equity' });
        expect(response.body.mostImproved.map((e: { id: string; improvement: number }) => [e.id, e.improvement])).toEqual([
          [improver.id, 200],
          [visible.id, 5],
        ]);
      });

      it('shows a candidate’s public profile, specialization XP and best results', async () => {
        const response = await call('get', `/api/company/candidates/${visible.id}`, recruiter);
        expect(response.status).toBe(200);
        expect(response.body.candidate).toEqual({
          id: visible.id,
          name: 'Vera Visible',
          university: 'Bocconi',
          specialization: { id: 'pe', name: 'Private Equity' },
          avatarUrl: null,
          sample: false,
        });
        expect(response.body.specializationXp).toEqual([{ id: 'pe', name: 'Private Equity', xp: 420 }]);
        expect(response.body.bestResults.map((r: { score: number }) => r.score)).toEqual([42, 40]);
        expect(JSON.stringify(response.body)).not.toContain('vera@student.test');
      });
    });

    describe('AI Candidate Matching', () => {
      it('needs both fields', async () => {
        const response = await call('post', '/api/company/match', recruiter, { profileDescription: 'PE', softSkills: ' ' });
        expect(response.status).toBe(400);
        expect(response.body.error.fields).toEqual({ softSkills: 'Please fill in both fields.' });
      });

      it('ranks the opted-in candidates with reasons, the same way every time', async () => {
        const body = { profileDescription: 'Private Equity associate for LBO work', softSkills: 'Leadership' };
        const first = await call('post', '/api/company/match', recruiter, body);
        expect(first.status).toBe(200);
        expect(first.body.matches[0]).toMatchObject({ candidate: { id: visible.id }, reasons: expect.arrayContaining(['Specializes in Private Equity', 'Leadership skill points 320']) });
        expect(first.body.matches[0].matchScore).toBeGreaterThan(first.body.matches[1]?.matchScore ?? -1);
        expect((await call('post', '/api/company/match', recruiter, body)).body).toEqual(first.body);
      });
    });

    describe('the chat', () => {
      let conversationId: string;

      it('lets a company user write to an opted-in candidate and schedule an interview', async () => {
        const sent = await call('post', `/api/company/chat/${visible.id}/messages`, recruiter, { body: '  Hello Vera!  ' });
        expect(sent.status).toBe(201);
        expect(sent.body.message).toMatchObject({ sender: 'company', body: 'Hello Vera!' });

        const incomplete = await call('post', `/api/company/chat/${visible.id}/interviews`, recruiter, { date: '2030-01-15' });
        expect(incomplete.status).toBe(400);
        expect(incomplete.body.error.message).toContain('Please select both a date and time for the interview.');

        const scheduled = await call('post', `/api/company/chat/${visible.id}/interviews`, recruiter, { date: '2030-01-15', time: '10:30' });
        expect(scheduled.status).toBe(201);
        expect(scheduled.body.interview).toMatchObject({ date: '2030-01-15', time: '10:30' });
        expect(scheduled.body.message.body).toBe('Interview scheduled for 2030-01-15 at 10:30');

        const thread = await call('get', `/api/company/chat/${visible.id}`, recruiter);
        expect(thread.body.candidate.name).toBe('Vera Visible');
        expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual(['Hello Vera!', 'Interview scheduled for 2030-01-15 at 10:30']);
        const [row] = await database.connection.db.select().from(interviews).where(eq(interviews.candidateId, visible.id));
        expect(row).toMatchObject({ companyUserId: recruiter.id, scheduledDate: '2030-01-15', scheduledTime: '10:30' });
      });

      it('refuses an empty message', async () => {
        const response = await call('post', `/api/company/chat/${visible.id}/messages`, recruiter, { body: '   ' });
        expect(response.status).toBe(400);
      });

      it('shows the candidate both, and lets them answer', async () => {
        const list = await call('get', '/api/messages/conversations', visible);
        expect(list.status).toBe(200);
        expect(list.body.conversations).toHaveLength(1);
        expect(list.body.conversations[0]).toMatchObject({
          company: { name: 'Rita Recruiter', organisation: 'Acme Capital' },
          lastMessage: { body: 'Interview scheduled for 2030-01-15 at 10:30' },
        });
        conversationId = list.body.conversations[0].id;
        const thread = await call('get', `/api/messages/conversations/${conversationId}`, visible);
        expect(thread.body.interviews).toEqual([expect.objectContaining({ date: '2030-01-15', time: '10:30' })]);
        const reply = await call('post', `/api/messages/conversations/${conversationId}/messages`, visible, { body: 'Thank you, see you then.' });
        expect(reply.status).toBe(201);
        expect(reply.body.message.sender).toBe('candidate');
      });

      it('shows the company user the reply', async () => {
        const thread = await call('get', `/api/company/chat/${visible.id}`, recruiter);
        expect(thread.body.messages.at(-1)).toMatchObject({ sender: 'candidate', body: 'Thank you, see you then.' });
        const list = await call('get', '/api/company/conversations', recruiter);
        expect(list.body.conversations).toEqual([expect.objectContaining({ candidate: expect.objectContaining({ id: visible.id }), lastMessage: expect.objectContaining({ sender: 'candidate' }) })]);
      });

      it('keeps each side to its own conversations', async () => {
        expect((await call('get', `/api/messages/conversations/${conversationId}`, improver)).status).toBe(404);
        expect((await call('post', `/api/messages/conversations/${conversationId}/messages`, student, { body: 'Hi' })).status).toBe(404);
        expect((await call('get', '/api/messages/conversations', improver)).body.conversations).toEqual([]);
        const other = await call('get', `/api/company/chat/${visible.id}`, otherRecruiter);
        expect(other.body.messages).toEqual([]);
        expect((await call('get', '/api/company/conversations', otherRecruiter)).body.conversations).toEqual([]);
      });

      it('shows no sample candidate or conversation without DEMO_MODE', async () => {
        const talent = await call('get', '/api/company/talent', recruiter);
        expect(JSON.stringify(talent.body)).not.toContain('"sample":true');
        expect((await call('get', `/api/company/candidates/${SAMPLE_CANDIDATES[0]?.id}`, recruiter)).status).toBe(404);
      });
    });
  });

  describeDriver(driver)(`company portal in DEMO_MODE (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let recruiter: Person;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      app = worldApp(database.connection.db, testConfig({ ...worldEnv, DEMO_MODE: 'true' }));
      recruiter = await addPerson(database.connection.db, app, `demo@${COMPANY_DOMAIN}`);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('shows the labelled sample candidates on the dashboard, in matching and in profiles', async () => {
      const talent = await request(app).get('/api/company/talent').set('Authorization', recruiter.auth);
      expect(talent.body.topPerformers).toHaveLength(SAMPLE_CANDIDATES.length);
      expect(talent.body.topPerformers.every((entry: { sample: boolean }) => entry.sample)).toBe(true);
      const match = await request(app)
        .post('/api/company/match')
        .set('Authorization', recruiter.auth)
        .send({ profileDescription: 'Consulting', softSkills: 'communication, teamwork' });
      expect(match.body.matches[0].candidate).toMatchObject({ name: 'Amara Okafor', sample: true });
      const profile = await request(app).get(`/api/company/candidates/${SAMPLE_CANDIDATES[0]?.id}`).set('Authorization', recruiter.auth);
      expect(profile.body.candidate).toMatchObject({ name: 'Sofia Marchetti', sample: true });
    });

    it('seeds sample conversations once, and a message to a sample stays a sample conversation', async () => {
      const first = await request(app).get('/api/company/conversations').set('Authorization', recruiter.auth);
      const again = await request(app).get('/api/company/conversations').set('Authorization', recruiter.auth);
      expect(first.body.conversations).toHaveLength(2);
      expect(again.body.conversations).toHaveLength(2);
      expect(first.body.conversations.every((c: { candidate: { sample: boolean } }) => c.candidate.sample)).toBe(true);
      const thread = await request(app).get(`/api/company/chat/${SAMPLE_CANDIDATES[0]?.id}`).set('Authorization', recruiter.auth);
      expect(thread.body.messages.map((m: { sender: string }) => m.sender)).toEqual(['company', 'candidate']);
    });

    it('hides every sample again once DEMO_MODE is off', async () => {
      const plain = worldApp(database.connection.db, testConfig(worldEnv));
      (plain.locals.register as (p: Person) => void)(recruiter);
      const list = await request(plain).get('/api/company/conversations').set('Authorization', recruiter.auth);
      expect(list.body.conversations).toEqual([]);
      const talent = await request(plain).get('/api/company/talent').set('Authorization', recruiter.auth);
      expect(talent.body.topPerformers).toEqual([]);
    });
  });
}

describe('the company and admin routes in the assembled gateway', () => {
  let database: TestDatabase;
  let gateway: GatewayApp;

  beforeAll(async () => {
    database = await testDrivers[0]!.open();
    gateway = await createApp(testConfig(worldEnv), { database: database.connection });
  });

  afterAll(async () => {
    await gateway?.close();
    await database?.dispose();
  });

  it.each(['/api/company/talent', '/api/company/conversations', '/api/messages/conversations', '/api/admin/overview', '/api/admin/audit'])(
    '%s is mounted behind the auth middleware (401 without a token)',
    async (path) => {
      const response = await request(gateway.app).get(path);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    },
  );

  it('answers the company login check before sign-in', async () => {
    const response = await request(gateway.app).post('/api/company/login-check').send({ email: `x@${COMPANY_DOMAIN}` });
    expect(response.status).toBe(200);
  });
});
