// The challenges API against every available database driver: challenges without answer keys,
// premium required to finish a run, the run re-scored by the server (a score sent by the browser
// is ignored), XP = reward × score once per level improvement, §8 errors, completions.
import { desc, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { timeLimitOf, type ChoiceQuestion, type OpenQuestion } from '@bullpen/shared/domain';
import { scoreChallengeRun } from '@bullpen/evaluator';
import { migrate } from '../db/migrate';
import { challengeAttempts, userProgress } from '../db/schema';
import { activityDate } from '../progress/activity-date';
import { addPerson, worldApp, type Person } from '../leaderboard/test-world';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { CHALLENGE_BANK } from './challenge-bank';

const challenge = CHALLENGE_BANK.byId('vc-startup-valuation')!;
const level2 = challenge.levels[1]!;
const choices = level2.questions.filter((q): q is ChoiceQuestion => q.type === 'multiple-choice');
const open = level2.questions.filter((q): q is OpenQuestion => q.type !== 'multiple-choice');
const startedAt = () => new Date(Date.now() - 120_000).toISOString();

/** Both multiple-choice questions right, the open ones with their strong samples: 5 of 5. */
const perfectAnswers = () => [
  ...choices.map((q) => ({ questionId: q.id, choice: q.correctAnswer })),
  ...open.map((q) => ({ questionId: q.id, text: q.sampleAnswers.strong })),
];
/** One multiple-choice right, one wrong, the open ones weak: 1 of 5 → 20%. */
const poorAnswers = () => [
  { questionId: choices[0]!.id, choice: choices[0]!.correctAnswer },
  { questionId: choices[1]!.id, choice: (choices[1]!.correctAnswer + 1) % choices[1]!.options.length },
  ...open.map((q) => ({ questionId: q.id, text: q.sampleAnswers.weak })),
];

for (const driver of testDrivers) {
  describeDriver(driver)(`challenges API (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let premium: Person;
    let basic: Person;

    const submit = (person: Person | null, body: object, id = challenge.id) => {
      const call = request(app).post(`/api/challenges/${id}/attempts`).send(body);
      return person ? call.set('Authorization', person.auth) : call;
    };
    const xpOf = async (person: Person) => (await database.connection.db.select().from(userProgress).where(eq(userProgress.userId, person.id)))[0]?.xp ?? 0;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      app = worldApp(database.connection.db);
      premium = await addPerson(database.connection.db, { fullName: 'Pia Premium', premium: true });
      basic = await addPerson(database.connection.db, { fullName: 'Bo Basic' });
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('lists the three challenges of a specialization, without answer keys', async () => {
      const response = await request(app).get('/api/challenges?specialization=Investment%20Banking');
      expect(response.status).toBe(200);
      expect(response.body.challenges.map((c: { id: string }) => c.id)).toEqual(['ib-valuation-mastery', 'ib-financial-modeling', 'ib-merger-math']);
      expect(JSON.stringify(response.body)).not.toMatch(/correctAnswer|sampleAnswers|keyConcepts|explanation/);
      const vc = (await request(app).get('/api/challenges/vc-startup-valuation')).body;
      expect(vc.levels.map((l: { timeLimit: number; xpReward: number }) => [l.timeLimit, l.xpReward])).toEqual([[330, 130], [360, 160], [390, 190], [420, 220], [450, 250]]);
    });

    it('requires a signed-in premium user to finish a run', async () => {
      const body = { level: 2, answers: perfectAnswers(), startedAt: startedAt() };
      expect((await submit(null, body)).status).toBe(401);
      const refused = await submit(basic, body);
      expect([refused.status, refused.body.error.message]).toEqual([403, 'Premium access required for this feature']);
      expect(await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, basic.id))).toEqual([]);
    });

    it('scores the run itself, ignores a score sent by the browser, and awards reward × score', async () => {
      const response = await submit(premium, { level: 2, answers: poorAnswers(), startedAt: startedAt(), score: 100, xp: 9999, correct: 5 });
      expect(response.status).toBe(201);
      const expected = scoreChallengeRun(challenge, level2, poorAnswers());
      expect(response.body).toMatchObject({ correct: 1, total: 5, score: 20, xpEarned: 32, xpAwarded: 32 });
      expect(response.body.score).toBe(expected.score);
      expect(response.body.message).toBe('Challenge Complete! You scored 20% and earned 32 XP.');
      expect(await xpOf(premium)).toBe(32);
    });

    it('awards a retake only the XP above the best run on the level', async () => {
      const better = await submit(premium, { level: 2, answers: perfectAnswers(), startedAt: startedAt() });
      expect(better.body).toMatchObject({ score: 100, xpEarned: 160, xpAwarded: 128 });
      expect(better.body.message).toBe('Challenge Complete! You scored 100% and earned 128 XP.');
      const again = await submit(premium, { level: 2, answers: perfectAnswers(), startedAt: startedAt() });
      expect(again.body).toMatchObject({ score: 100, xpAwarded: 0 });
      expect(await xpOf(premium)).toBe(160);
    });

    it('counts a run that timed out with unanswered questions as wrong on those', async () => {
      const response = await submit(premium, { level: 1, answers: [], startedAt: startedAt() });
      expect(response.body).toMatchObject({ correct: 0, total: 5, score: 0, xpAwarded: 0 });
      expect(response.body.message).toBe('Challenge Complete! You scored 0% and earned 0 XP.');
    });

    it('answers the §8 errors', async () => {
      const unknown = await submit(premium, { level: 1, answers: [], startedAt: startedAt() }, 'no-such-challenge');
      expect([unknown.status, unknown.body.error.message]).toEqual([404, 'Assessment not found. Please try again.']);
      const badLevel = await submit(premium, { level: 9, answers: [], startedAt: startedAt() });
      expect([badLevel.status, badLevel.body.error.message]).toEqual([400, 'Error: Invalid challenge level selected.']);
      expect((await submit(premium, { level: 1, answers: 'all right', startedAt: startedAt() })).status).toBe(400);
      expect((await request(app).get('/api/challenges/no-such-challenge')).body.error.message).toBe('Assessment not found. Please try again.');
    });

    it('lists the signed-in user’s completions', async () => {
      const response = await request(app).get('/api/challenges/completions').set('Authorization', premium.auth);
      expect(response.body.completions).toEqual([
        expect.objectContaining({ challengeId: 'vc-startup-valuation', attempts: 4, bestScore: 100, lastScore: 0, levels: [1, 2] }),
      ]);
      expect((await request(app).get('/api/challenges/completions')).status).toBe(401);
      expect((await request(app).get('/api/challenges/completions').set('Authorization', basic.auth)).body.completions).toEqual([]);
    });

    describe('the server’s clock, not the browser’s', () => {
      let runner: Person;
      beforeAll(async () => {
        runner = await addPerson(database.connection.db, { fullName: 'Rae Runner', premium: true });
      });
      const lastRun = async () =>
        (await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, runner.id)).orderBy(desc(challengeAttempts.createdAt)))[0];

      it('counts the practice for the server’s day when the browser sends a date years ahead', async () => {
        const response = await submit(runner, { level: 1, answers: [], startedAt: startedAt(), today: '2031-01-01' });
        expect(response.status).toBe(201);
        const [progress] = await database.connection.db.select().from(userProgress).where(eq(userProgress.userId, runner.id));
        expect(progress?.lastActiveDate).not.toBe('2031-01-01');
        expect([activityDate(undefined, new Date(Date.now() - 60_000)), activityDate(undefined, new Date())]).toContain(progress?.lastActiveDate);
      });

      it('times a run from when the server started it, whatever startedAt the browser sends', async () => {
        const started = await request(app).post(`/api/challenges/${challenge.id}/runs`).set('Authorization', runner.auth).send({ level: 1 });
        expect(started.status).toBe(201);
        // The browser claims it began a second ago; the server started the run, and took the answers, now.
        const finished = await submit(runner, { level: 1, answers: [], startedAt: new Date().toISOString(), runToken: started.body.runToken });
        expect(finished.status).toBe(201);
        const run = await lastRun();
        expect(run?.durationSeconds).toBeLessThan(60);
        expect(Math.abs((run?.startedAt.getTime() ?? 0) - Date.parse(started.body.startedAt))).toBeLessThan(1000);
      });

      it('counts a run the server did not start (no run token, or someone else’s) as taking its whole time limit', async () => {
        const claimed = { level: 1, answers: [], startedAt: new Date().toISOString() };
        expect((await submit(runner, claimed)).status).toBe(201);
        expect((await lastRun())?.durationSeconds).toBe(timeLimitOf(challenge.levels[0]!));
        const othersRun = await request(app).post(`/api/challenges/${challenge.id}/runs`).set('Authorization', premium.auth).send({ level: 1 });
        expect((await submit(runner, { ...claimed, runToken: othersRun.body.runToken })).status).toBe(201);
        expect((await lastRun())?.durationSeconds).toBe(timeLimitOf(challenge.levels[0]!));
        const forged = await submit(runner, { ...claimed, runToken: 'a.b.c' });
        expect([forged.status, (await lastRun())?.durationSeconds]).toEqual([201, timeLimitOf(challenge.levels[0]!)]);
      });
    });
  });
}
