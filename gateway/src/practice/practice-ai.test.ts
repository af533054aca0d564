// Practice answers evaluated by a fake OpenAI-compatible service on 127.0.0.1, through /api: the
// service's scores decide the XP, its failures show the fallback notice, its key never reaches a
// browser; and the per-user limit on evaluations.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { userProgress, userRoles } from '../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { FALLBACK_NOTICE } from '../ai/answer-evaluator';

const KEY = 'sk-practice-7d2e-secret';
/** Odd scores, so half of each is rounded down. */
const AI_SCORES = [33, 27, 41, 15, 9, 38];
const AI_FOLLOW_UP = 'What would change in your answer if rates rose by two points?';

/** A fresh database, migrations, the bank and a few accounts take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

for (const driver of testDrivers) {
  describeDriver(driver)(`practice with the AI service (${driver.name})`, () => {
    let database: TestDatabase;
    let ai: http.Server;
    let gateway: TestGateway;
    let limited: TestGateway;
    let premium: TestAccount;
    let scores: number[] = [];
    /** Requests to answer with a 500 before scoring again. */
    let failures = 0;
    const authorizations: string[] = [];

    beforeAll(async () => {
      ai = http.createServer((req, res) => {
        authorizations.push(req.headers.authorization ?? '');
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          // A follow-up question is asked for after the evaluation; it uses none of the scores.
          if (Buffer.concat(chunks).toString().includes('follow-up question') && failures === 0) {
            const content = JSON.stringify({ question: AI_FOLLOW_UP });
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
            return;
          }
          if (failures > 0) {
            failures -= 1;
            res.writeHead(500).end();
            return;
          }
          const score = scores.shift() ?? 25;
          const content = JSON.stringify({ score, level: 'medium', feedback: `Scored ${score}.`, suggestions: ['One.', 'Two.'] });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
        });
      });
      await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
      database = await driver.open();
      gateway = await createTestGateway(database.connection, {
        AI_BASE_URL: `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`,
        AI_API_KEY: KEY,
        AI_TIMEOUT_MS: '2000',
      });
      limited = await createTestGateway(database.connection, { AI_EVALUATIONS_PER_MINUTE: '2' });
      premium = await createAccount(gateway, 'ai.premium@bullpen.test');
      await gateway.db.insert(userRoles).values({ userId: premium.id, role: 'premium' });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await limited?.dispose();
      await gateway?.dispose();
      await database?.dispose();
      ai?.closeAllConnections();
      await new Promise((resolve) => ai?.close(resolve));
    });

    it("scores with the AI service and awards Σ⌊score/2⌋ for five answers plus the sixth's full score", async () => {
      scores = [...AI_SCORES];
      const interview = await request(gateway.app).post('/api/mock-interviews').set('Authorization', premium.bearer).send({ specialization: 'pe' });
      const bodies: string[] = [];
      const followUps: unknown[] = [];
      for (let index = 0; index < 6; index++) {
        const response = await request(gateway.app)
          .post(`/api/mock-interviews/${interview.body.id}/answers`)
          .set('Authorization', premium.bearer)
          .send({ questionIndex: index, answer: `A considered answer to question ${index + 1}, with a number: 20% IRR.` });
        expect(response.status).toBe(201);
        expect(response.body.evaluation).toMatchObject({ score: AI_SCORES[index], source: 'ai' });
        bodies.push(response.text);
        followUps.push(response.body.followUp?.prompt);
      }
      // With the AI service configured, it writes the follow-up questions too.
      expect(followUps).toContain(AI_FOLLOW_UP);
      const expected = 16 + 13 + 20 + 7 + 4 + 38;
      const [stored] = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, premium.id));
      expect(stored?.xp).toBe(expected);
      expect(stored?.specializationXp).toEqual({ 'Private Equity': expected });
      expect(authorizations.every((header) => header === `Bearer ${KEY}`)).toBe(true);
      bodies.push((await request(gateway.app).get(`/api/mock-interviews/${interview.body.id}`).set('Authorization', premium.bearer)).text);
      for (const body of bodies) expect(body).not.toContain(KEY);
    });

    it('falls back to the local evaluator with the notice when the service fails, retry included', async () => {
      failures = 2;
      const questions = await request(gateway.app).get('/api/questions').query({ specialization: 'pe', type: 'Technical', limit: 1 });
      const response = await request(gateway.app)
        .post('/api/interview-responses')
        .set('Authorization', premium.bearer)
        .send({
          questionId: questions.body[0].id,
          specialization: 'pe',
          interviewType: 'Technical',
          answer: 'An LBO buys a company with mostly debt, repaid from its cash flows; returns come from EBITDA growth, deleveraging and multiple expansion.',
        });
      expect(response.status).toBe(201);
      expect(response.body.evaluation).toMatchObject({ source: 'local', notice: FALLBACK_NOTICE });
      expect(response.body.response.evaluation).toMatchObject({ source: 'local', notice: FALLBACK_NOTICE });
      expect(response.text).not.toContain(KEY);
    });

    it('limits evaluations per user (or visitor IP) per minute with a 429 that says why', async () => {
      const start = () => request(limited.app).post('/api/mock-interviews').send({ specialization: 'cf' });
      const [a, b, c] = await Promise.all([start(), start(), start()]);
      const answerFirst = (id: string) =>
        request(limited.app).post(`/api/mock-interviews/${id}/answers`).send({ questionIndex: 0, answer: 'Cash is king, working capital matters.' });
      expect((await answerFirst(a.body.id)).status).toBe(201);
      expect((await answerFirst(b.body.id)).status).toBe(201);
      const refused = await answerFirst(c.body.id);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.message).toMatch(/wait a minute/);
      // A signed-in user has a budget of their own.
      const own = await request(limited.app).post('/api/mock-interviews').set('Authorization', premium.bearer).send({ specialization: 'cf' });
      const answered = await request(limited.app)
        .post(`/api/mock-interviews/${own.body.id}/answers`)
        .set('Authorization', premium.bearer)
        .send({ questionIndex: 0, answer: 'Cash is king, working capital matters.' });
      expect(answered.status).toBe(201);
    });
  });
}
