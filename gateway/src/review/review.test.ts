// Spaced review through /api, on every database driver: a missed concept becomes a card due the next
// day (the review clock moved forward), answered with a bank question testing it, rated and
// rescheduled by FSRS; the summary counts due cards and draws retention; cards are each user's own;
// the test clock exists only under NODE_ENV=test.
import { eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { questions, reviewCards, userRoles } from '../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { errorHandler } from '../http/error-handler';
import { createMovableClock } from './clock';
import { reviewTestClockRoutes } from './routes';

const SETUP_TIMEOUT_MS = 120_000;

interface DueCard {
  id: string;
  concept: string;
  question: { id: string; question: string };
}

describe('the test clock', () => {
  it('is refused outside NODE_ENV=test, so production cannot move time', async () => {
    for (const nodeEnv of ['production', 'development'] as const) {
      const clock = createMovableClock();
      const app = express().use(express.json()).use(reviewTestClockRoutes(nodeEnv, clock)).use(errorHandler);
      const before = clock.now().getTime();
      const response = await request(app).post('/review/test-clock').send({ days: 3 });
      expect(response.status).toBe(404);
      expect(clock.now().getTime() - before).toBeLessThan(60_000);
    }
  });
});

for (const driver of testDrivers) {
  describeDriver(driver)(`spaced review (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let premium: TestAccount;
    let other: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
      [premium, other] = await Promise.all([createAccount(gateway, 'premium@bullpen.test'), createAccount(gateway, 'other@bullpen.test')]);
      await gateway.db.insert(userRoles).values({ userId: premium.id, role: 'premium' });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const get = (path: string, account: TestAccount) => request(gateway.app).get(path).set('Authorization', account.bearer);
    const moveClock = (days: number) => request(gateway.app).post('/api/review/test-clock').send({ days });

    it('makes each concept a vague answer missed a card, due from the next day', async () => {
      const saved = await request(gateway.app)
        .post('/api/interview-responses')
        .set('Authorization', premium.bearer)
        .send({ questionId: 'ib-tech-001', specialization: 'ib', interviewType: 'Technical', answer: 'The income statement shows profit and the balance sheet shows assets.' });
      expect(saved.status).toBe(201);

      const today = await get('/api/review/due', premium);
      expect(today.body.cards).toEqual([]);
      const summary = await get('/api/review/summary', premium);
      expect(summary.body).toMatchObject({ dueToday: 0, estimatedRetention: null, history: [] });
      expect(summary.body.totalCards).toBeGreaterThan(0);

      expect((await moveClock(1)).status).toBe(200);
      const tomorrow = await get('/api/review/due', premium);
      const [row] = await gateway.db.select().from(questions).where(eq(questions.id, 'ib-tech-001'));
      expect(tomorrow.body.cards.length).toBe(summary.body.totalCards);
      for (const card of tomorrow.body.cards as DueCard[]) {
        expect(row?.keyConcepts).toContain(card.concept);
        const [asked] = await gateway.db.select().from(questions).where(eq(questions.id, card.question.id));
        expect(asked?.keyConcepts).toContain(card.concept);
      }
      expect((await get('/api/review/summary', premium)).body.dueToday).toBe(summary.body.totalCards);
    });

    it('rates the review of each due card its question tests, pushes recalled ones out and brings missed ones back', async () => {
      const due = (await get('/api/review/due', premium)).body.cards as DueCard[];
      const [first] = due;
      const [question] = await gateway.db.select().from(questions).where(eq(questions.id, first!.question.id));
      const xpBefore = (await get('/api/progress', premium)).body.xp as number;
      const good = await request(gateway.app)
        .post(`/api/review/cards/${first!.id}/answers`)
        .set('Authorization', premium.bearer)
        .send({ answer: question?.sampleAnswers?.strong ?? question!.keyConcepts.join('. ') });
      expect(good.status).toBe(201);
      expect(['good', 'easy']).toContain(good.body.rating);
      expect(good.body.recalled).toBe(true);
      expect(new Date(good.body.nextDue).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
      expect(good.body.xpAwarded).toBe(Math.floor(good.body.evaluation.score / 2));
      expect(good.body.progress.xp).toBe(xpBefore + good.body.xpAwarded);

      // Every due card of that question was reviewed by the one answer (all came from ib-tech-001).
      const reviewed = good.body.reviewed as Array<{ id: string; concept: string; rating: string }>;
      expect(reviewed.map((r) => r.id).sort()).toEqual(due.filter((c) => question!.keyConcepts.includes(c.concept)).map((c) => c.id).sort());
      expect((await get('/api/review/due', premium)).body.cards).toEqual(
        due.filter((c) => !reviewed.some((r) => r.id === c.id)),
      );
      const twice = await request(gateway.app).post(`/api/review/cards/${first!.id}/answers`).set('Authorization', premium.bearer).send({ answer: 'Once more.' });
      expect(twice.status).toBe(409);

      const summary = (await get('/api/review/summary', premium)).body;
      const recalled = reviewed.filter((r) => r.rating !== 'again').length;
      expect(summary.history).toEqual([{ date: expect.any(String), reviews: reviewed.length, retention: Math.round((100 * recalled) / reviewed.length) }]);
      expect(summary.estimatedRetention).toBeGreaterThan(0);
    });

    it('rates again an answer that leaves the concept out, and brings it back within days', async () => {
      await request(gateway.app)
        .post('/api/interview-responses')
        .set('Authorization', premium.bearer)
        .send({ questionId: 'ib-tech-005', specialization: 'ib', interviewType: 'Technical', answer: 'You forecast and discount.' });
      await moveClock(1);
      const due = (await get('/api/review/due', premium)).body.cards as DueCard[];
      const card = due.find((c) => c.question.id === 'ib-tech-005');
      const again = await request(gateway.app).post(`/api/review/cards/${card!.id}/answers`).set('Authorization', premium.bearer).send({ answer: "I don't know" });
      expect(again.body).toMatchObject({ rating: 'again', recalled: false, xpAwarded: 0 });
      expect(new Date(again.body.nextDue).getTime() - Date.now()).toBeLessThan(6 * 86_400_000);
    });

    it("keeps each student's cards their own", async () => {
      const [card] = await gateway.db.select().from(reviewCards).where(eq(reviewCards.userId, premium.id)).limit(1);
      expect((await get('/api/review/due', other)).body.cards).toEqual([]);
      const foreign = await request(gateway.app).post(`/api/review/cards/${card!.id}/answers`).set('Authorization', other.bearer).send({ answer: 'Mine now.' });
      expect(foreign.status).toBe(404);
      expect((await request(gateway.app).get('/api/review/due')).status).toBe(401);
    });
  });
}
