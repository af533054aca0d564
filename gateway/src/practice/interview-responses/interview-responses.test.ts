// Interview-session answers through /api, on every database driver: saved, evaluated and written back,
// XP for premium users, and each user seeing only their own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { interviewResponses, userProgress, userRoles } from '../../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../../test/support';

const ANSWER =
  'Enterprise value is the value of the operating business to all capital providers: equity value plus net debt, preferred stock and minority interest, less cash. It is capital-structure neutral, which is why we pair it with EBITDA multiples.';

/** A fresh database, migrations, the bank and a few accounts take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

for (const driver of testDrivers) {
  describeDriver(driver)(`interview responses (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let alice: TestAccount;
    let bob: TestAccount;
    let questionId: string;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
      [alice, bob] = await Promise.all([createAccount(gateway, 'alice@bullpen.test'), createAccount(gateway, 'bob@bullpen.test')]);
      await gateway.db.insert(userRoles).values({ userId: alice.id, role: 'premium' });
      const session = await request(gateway.app).get('/api/questions').query({ specialization: 'ib', type: 'Technical' });
      questionId = session.body[0].id;
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    function submit(bearer: string | undefined, body: Record<string, unknown>) {
      const call = request(gateway.app).post('/api/interview-responses').send(body);
      return bearer ? call.set('Authorization', bearer) : call;
    }

    it('refuses every call without a user: User not authenticated', async () => {
      const responses = await Promise.all([
        submit(undefined, { questionId, specialization: 'ib', interviewType: 'Technical', answer: ANSWER }),
        request(gateway.app).get('/api/interview-responses'),
        request(gateway.app).get('/api/interview-responses/00000000-0000-4000-8000-000000000000'),
        request(gateway.app).get('/api/interview-responses').set('Authorization', 'Bearer not-a-token'),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.body.error.message).toBe('User not authenticated');
      }
    });

    it('saves, evaluates and writes the score and feedback back; a premium user earns the full score as XP', async () => {
      const response = await submit(alice.bearer, { questionId, specialization: 'Investment Banking', interviewType: 'Technical', answer: ANSWER });
      expect(response.status).toBe(201);
      const { response: saved, evaluation, xpAwarded } = response.body;
      expect(evaluation).toMatchObject({ source: 'local' });
      expect(evaluation.score).toBeGreaterThan(0);
      expect(xpAwarded).toBe(evaluation.score);
      expect(saved).toMatchObject({
        questionId,
        specialization: 'ib',
        interviewType: 'Technical',
        userAnswer: ANSWER,
        evaluationScore: evaluation.score,
        feedback: evaluation.feedback,
      });

      const [row] = await gateway.db.select().from(interviewResponses).where(eq(interviewResponses.id, saved.id));
      expect(row).toMatchObject({ userId: alice.id, evaluationScore: evaluation.score, feedback: evaluation.feedback, xpAwarded });
      expect(row?.evaluation).toMatchObject({ score: evaluation.score, level: evaluation.level, suggestions: evaluation.suggestions });

      const [progress] = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, alice.id));
      expect(progress?.xp).toBe(xpAwarded);
      expect(progress?.skillPoints.technical).toBe(xpAwarded);
      expect(progress?.specializationXp).toEqual({ 'Investment Banking': xpAwarded });
      expect(response.body.progress).toMatchObject({ xp: xpAwarded });
    });

    it('pays XP once per question per session: a resubmission earns nothing more, a new session earns again', async () => {
      const carol = await createAccount(gateway, 'carol@bullpen.test');
      await gateway.db.insert(userRoles).values({ userId: carol.id, role: 'premium' });
      const other = (await request(gateway.app).get('/api/questions').query({ specialization: 'ib', type: 'Technical' })).body[1].id as string;
      const answerIn = (sessionId: string | undefined) =>
        submit(carol.bearer, { questionId: other, specialization: 'ib', interviewType: 'Technical', answer: ANSWER, ...(sessionId ? { sessionId } : {}) });
      const xp = async () => (await gateway.db.select().from(userProgress).where(eq(userProgress.userId, carol.id)))[0]?.xp ?? 0;

      const first = randomUUID();
      const paid = await answerIn(first);
      expect(paid.body.xpAwarded).toBeGreaterThan(0);
      const before = await xp();
      const again = await answerIn(first);
      expect([again.status, again.body.xpAwarded, again.body.evaluation.score]).toEqual([201, 0, paid.body.evaluation.score]);
      expect(again.body.response.xpAwarded).toBe(0);
      expect(await xp()).toBe(before);

      // Sent at once, two answers to one question of one session still pay once.
      const concurrent = randomUUID();
      const both = await Promise.all([answerIn(concurrent), answerIn(concurrent)]);
      expect(both.map((response) => response.body.xpAwarded).sort((a, b) => a - b)).toEqual([0, paid.body.xpAwarded]);
      expect(await xp()).toBe(before + paid.body.xpAwarded);

      // Without a session id (an older browser), the session is the server's day.
      expect((await answerIn(undefined)).body.xpAwarded).toBe(paid.body.xpAwarded);
      expect((await answerIn(undefined)).body.xpAwarded).toBe(0);
    });

    it('gives a user without premium the evaluation and no XP', async () => {
      const response = await submit(bob.bearer, { questionId, specialization: 'ib', interviewType: 'Technical', answer: ANSWER });
      expect(response.status).toBe(201);
      expect(response.body.xpAwarded).toBe(0);
      expect(response.body.response.evaluationScore).toBe(response.body.evaluation.score);
      const rows = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, bob.id));
      expect(rows[0]?.xp ?? 0).toBe(0);
    });

    it('refuses an empty or whitespace answer, and an unknown question', async () => {
      for (const answer of ['', '   \n ']) {
        const response = await submit(alice.bearer, { questionId, specialization: 'ib', interviewType: 'Technical', answer });
        expect(response.status).toBe(400);
        expect(response.body.error.message).toBe('Please provide an answer before submitting.');
      }
      const unknown = await submit(alice.bearer, { questionId: 'ib-tech-999', specialization: 'ib', interviewType: 'Technical', answer: ANSWER });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toHaveProperty('questionId');
    });

    it("shows each user only their own responses, newest first, by list and by id", async () => {
      const motivational = await request(gateway.app).get('/api/questions').query({ specialization: 'pe', type: 'Motivational' });
      const later = await submit(alice.bearer, {
        questionId: motivational.body[0].id,
        specialization: 'pe',
        interviewType: 'Motivational',
        answer: 'I like owning the outcome of an investment over several years, working with management on value creation.',
      });
      const aliceList = await request(gateway.app).get('/api/interview-responses').set('Authorization', alice.bearer);
      expect(aliceList.status).toBe(200);
      expect(aliceList.body.length).toBe(2);
      expect(aliceList.body[0].id).toBe(later.body.response.id);
      expect(aliceList.body.every((r: { userAnswer: string }) => r.userAnswer !== undefined)).toBe(true);

      const bobList = await request(gateway.app).get('/api/interview-responses').set('Authorization', bob.bearer);
      expect(bobList.body).toHaveLength(1);
      expect(bobList.body.map((r: { id: string }) => r.id)).not.toContain(later.body.response.id);

      const own = await request(gateway.app).get(`/api/interview-responses/${later.body.response.id}`).set('Authorization', alice.bearer);
      expect([own.status, own.body.id]).toEqual([200, later.body.response.id]);
      const foreign = await request(gateway.app).get(`/api/interview-responses/${later.body.response.id}`).set('Authorization', bob.bearer);
      expect(foreign.status).toBe(404);
    });

    it('filters the list by specialization and type', async () => {
      const pe = await request(gateway.app)
        .get('/api/interview-responses')
        .query({ specialization: 'private-equity', type: 'Motivational' })
        .set('Authorization', alice.bearer);
      expect(pe.body).toHaveLength(1);
      expect(pe.body[0]).toMatchObject({ specialization: 'pe', interviewType: 'Motivational' });
      const none = await request(gateway.app).get('/api/interview-responses').query({ type: 'CaseStudy' }).set('Authorization', alice.bearer);
      expect(none.body).toEqual([]);
    });
  });
}
