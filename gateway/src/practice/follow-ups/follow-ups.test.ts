// Follow-up questions through /api, on every database driver: a vague answer earns a follow-up on a
// missed key concept; its answer is scored with the first one and changes the question's score; at
// most two; none for visitors or with follow-ups turned off; the same answer gets the same follow-up.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { practiceFollowUps, questions, reviewCards, userRoles } from '../../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../../test/support';

const SETUP_TIMEOUT_MS = 120_000;
const VAGUE = 'It is an important topic and I think it matters a lot for the company overall.';

interface Started {
  id: string;
  questions: Array<{ index: number; id: string; question: string }>;
}

for (const driver of testDrivers) {
  describeDriver(driver)(`follow-up questions (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let premium: TestAccount;
    let student: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
      [premium, student] = await Promise.all([createAccount(gateway, 'premium@bullpen.test'), createAccount(gateway, 'student@bullpen.test')]);
      await gateway.db.insert(userRoles).values({ userId: premium.id, role: 'premium' });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    async function start(bearer?: string): Promise<Started> {
      const call = request(gateway.app).post('/api/mock-interviews').send({ specialization: 'ib' });
      const response = await (bearer ? call.set('Authorization', bearer) : call);
      expect(response.status).toBe(201);
      return response.body as Started;
    }

    const answer = (id: string, index: number, text: string, bearer?: string) => {
      const call = request(gateway.app).post(`/api/mock-interviews/${id}/answers`).send({ questionIndex: index, answer: text });
      return bearer ? call.set('Authorization', bearer) : call;
    };
    const followUp = (id: string, index: number, text: string, bearer: string) =>
      request(gateway.app).post(`/api/mock-interviews/${id}/questions/${index}/follow-up`).set('Authorization', bearer).send({ answer: text });

    async function keyConcepts(questionId: string): Promise<string[]> {
      const [row] = await gateway.db.select().from(questions).where(eq(questions.id, questionId));
      return row?.keyConcepts ?? [];
    }

    it('asks a follow-up on a missed key concept, scores its answer with the first, and shows the change', async () => {
      const interview = await start(premium.bearer);
      const first = await answer(interview.id, 0, VAGUE, premium.bearer);
      expect(first.status).toBe(201);
      const concepts = await keyConcepts(interview.questions[0]!.id);
      expect(first.body.followUp).toMatchObject({ round: 1, kind: 'missed-concept' });
      expect(concepts).toContain(first.body.followUp.concept);
      expect(first.body.followUp.prompt).toEqual(expect.any(String));

      // A reply that makes every key point raises the question's score.
      const reply = await followUp(interview.id, 0, concepts.join('. ') + '.', premium.bearer);
      expect(reply.status).toBe(201);
      expect(reply.body.scoreBefore).toBe(first.body.evaluation.score);
      expect(reply.body.scoreAfter).toBeGreaterThan(reply.body.scoreBefore);
      expect(reply.body.followUps).toEqual([expect.objectContaining({ round: 1, concept: first.body.followUp.concept, gapClosed: true })]);
      expect(reply.body.xpAwarded).toBe(Math.floor(reply.body.scoreAfter / 2) - first.body.xpAwarded);
      expect(reply.body.progress.xp).toBe(Math.floor(reply.body.scoreAfter / 2));

      const detail = await request(gateway.app).get(`/api/mock-interviews/${interview.id}`).set('Authorization', premium.bearer);
      expect(detail.body.answers[0]).toMatchObject({ evaluation: { score: reply.body.scoreAfter }, xpAwarded: Math.floor(reply.body.scoreAfter / 2) });
    });

    it('asks at most two follow-ups, then refuses a third answer', async () => {
      const interview = await start(student.bearer);
      const first = await answer(interview.id, 0, VAGUE, student.bearer);
      const one = await followUp(interview.id, 0, 'I am not sure about that part.', student.bearer);
      expect(one.body.next).toMatchObject({ round: 2 });
      expect(one.body.next.concept).not.toBe(first.body.followUp.concept);
      const two = await followUp(interview.id, 0, 'Again, not sure.', student.bearer);
      expect(two.status).toBe(201);
      expect(two.body).not.toHaveProperty('next');
      expect(two.body.followUps).toHaveLength(2);
      expect(two.body.xpAwarded).toBe(0);
      const three = await followUp(interview.id, 0, 'One more.', student.bearer);
      expect(three.status).toBe(404);
    });

    it('gives the same follow-up for the same answer to the same question (no AI configured)', async () => {
      const submit = () =>
        request(gateway.app)
          .post('/api/interview-responses')
          .set('Authorization', student.bearer)
          .send({ questionId: 'ib-tech-005', specialization: 'ib', interviewType: 'Technical', answer: VAGUE });
      const [a, b] = [await submit(), await submit()];
      expect(a.body.followUp).toEqual(expect.objectContaining({ round: 1, prompt: expect.any(String) }));
      expect(b.body.followUp).toEqual(a.body.followUp);
      const rows = await gateway.db.select().from(practiceFollowUps).where(eq(practiceFollowUps.originId, a.body.response.id));
      expect(rows.map((r) => r.source)).toEqual(['template']);
    });

    it('asks visitors nothing more: they still get their one answer', async () => {
      const interview = await start();
      const first = await answer(interview.id, 0, VAGUE);
      expect(first.status).toBe(201);
      expect(first.body).not.toHaveProperty('followUp');
      const reply = await request(gateway.app).post(`/api/mock-interviews/${interview.id}/questions/0/follow-up`).send({ answer: 'More.' });
      expect(reply.status).toBe(401);
    });

    it('asks none once the student turns follow-ups off, and keeps the setting on the server', async () => {
      expect((await request(gateway.app).get('/api/practice-settings').set('Authorization', student.bearer)).body).toEqual({ followUps: true });
      const off = await request(gateway.app).put('/api/practice-settings').set('Authorization', student.bearer).send({ followUps: false });
      expect(off.body).toEqual({ followUps: false });
      const interview = await start(student.bearer);
      const first = await answer(interview.id, 0, VAGUE, student.bearer);
      expect(first.body).not.toHaveProperty('followUp');
      const bad = await request(gateway.app).put('/api/practice-settings').set('Authorization', student.bearer).send({ followUps: 'no' });
      expect(bad.status).toBe(400);
      await request(gateway.app).put('/api/practice-settings').set('Authorization', student.bearer).send({ followUps: true });
    });

    it('turns the concepts an answer missed into review cards for that student', async () => {
      const cards = await gateway.db.select().from(reviewCards).where(eq(reviewCards.userId, premium.id));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => c.due.getTime() > Date.now())).toBe(true);
    });

    it('works in interview sessions too, and keeps another student out', async () => {
      const [question] = await gateway.db.select().from(questions).where(eq(questions.id, 'ib-tech-001'));
      const saved = await request(gateway.app)
        .post('/api/interview-responses')
        .set('Authorization', student.bearer)
        .send({ questionId: 'ib-tech-001', specialization: 'ib', interviewType: 'Technical', answer: 'The income statement shows profit and the balance sheet shows assets.' });
      expect(saved.status).toBe(201);
      expect(question?.keyConcepts).toContain(saved.body.followUp.concept);
      const stranger = await request(gateway.app)
        .post(`/api/interview-responses/${saved.body.response.id}/follow-up`)
        .set('Authorization', premium.bearer)
        .send({ answer: 'Retained earnings link the statements.' });
      expect(stranger.status).toBe(404);
      const reply = await request(gateway.app)
        .post(`/api/interview-responses/${saved.body.response.id}/follow-up`)
        .set('Authorization', student.bearer)
        .send({ answer: 'Net income flows to the cash flow statement and into retained earnings, and ending cash goes to the balance sheet.' });
      expect(reply.status).toBe(201);
      expect(reply.body.scoreAfter).toBeGreaterThan(reply.body.scoreBefore);
      const stored = await request(gateway.app).get(`/api/interview-responses/${saved.body.response.id}`).set('Authorization', student.bearer);
      expect(stored.body.evaluationScore).toBe(reply.body.scoreAfter);
    });
  });
}
