// The challenges API against every available database driver: challenges without answer keys,
// premium required to end a run, the run re-scored by the server (a score sent by the browser is
// ignored), XP = reward × score once per level improvement, §8 errors, completions; and runs opened on
// the server's clock (§2.7): a late submission is timed out, Cancel scores what was answered, a run
// ends once.
import { desc, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { completionMessage, type ChoiceQuestion, type OpenQuestion } from '@bullpen/shared/domain';
import { scoreChallengeRun } from '@bullpen/evaluator';
import { migrate } from '../db/migrate';
import { challengeAttempts, challengeRuns, userProgress } from '../db/schema';
import { activityDate } from '../progress/activity-date';
import { addPerson, worldApp, type Person } from '../leaderboard/test-world';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { CHALLENGE_BANK } from './challenge-bank';
import { SUBMIT_GRACE_SECONDS } from './service';

const challenge = CHALLENGE_BANK.byId('vc-startup-valuation')!;
const level2 = challenge.levels[1]!;
const choices = level2.questions.filter((q): q is ChoiceQuestion => q.type === 'multiple-choice');
const open = level2.questions.filter((q): q is OpenQuestion => q.type !== 'multiple-choice');

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
    /** The server's clock: each test moves it as the run needs. */
    let now = new Date('2026-11-25T09:00:00.000Z');
    const after = (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    };

    const startRun = async (person: Person, level: number, id = challenge.id) => {
      const response = await request(app).post(`/api/challenges/${id}/runs`).set('Authorization', person.auth).send({ level });
      expect(response.status).toBe(201);
      return response.body.runId as string;
    };
    const submit = (person: Person | null, body: object, id = challenge.id) => {
      const call = request(app).post(`/api/challenges/${id}/attempts`).send(body);
      return person ? call.set('Authorization', person.auth) : call;
    };
    /** Opens a run, lets `seconds` pass on the server's clock, then sends the answers. */
    const play = async (person: Person, level: number, answers: object[], seconds = 120, extra: object = {}) => {
      const runId = await startRun(person, level);
      after(seconds);
      return submit(person, { runId, level, answers, ...extra });
    };
    const cancel = (person: Person, runId: string, answers: object[], id = challenge.id) =>
      request(app).post(`/api/challenges/${id}/runs/${runId}/cancel`).set('Authorization', person.auth).send({ answers });
    const xpOf = async (person: Person) => (await database.connection.db.select().from(userProgress).where(eq(userProgress.userId, person.id)))[0]?.xp ?? 0;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      app = worldApp(database.connection.db, () => now);
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

    it('requires a signed-in premium user to open and end a run', async () => {
      const runId = await startRun(premium, 2);
      const body = { runId, answers: perfectAnswers() };
      expect((await submit(null, body)).status).toBe(401);
      const refused = await submit(basic, body);
      expect([refused.status, refused.body.error.message]).toEqual([403, 'Premium access required for this feature']);
      expect((await request(app).post(`/api/challenges/${challenge.id}/runs`).set('Authorization', basic.auth).send({ level: 1 })).status).toBe(403);
      expect((await cancel(basic, runId, [])).status).toBe(403);
      expect(await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, basic.id))).toEqual([]);
      // The refused calls left the run open; its owner cancels it without a single answer.
      expect((await cancel(premium, runId, [])).body).toMatchObject({ outcome: 'cancelled', score: 0, xpAwarded: 0 });
    });

    it('scores the run itself, ignores a score sent by the browser, and awards reward × score', async () => {
      const response = await play(premium, 2, poorAnswers(), 120, { score: 100, xp: 9999, correct: 5 });
      expect(response.status).toBe(201);
      const expected = scoreChallengeRun(challenge, level2, poorAnswers());
      expect(response.body).toMatchObject({ outcome: 'finished', correct: 1, total: 5, score: 20, xpEarned: 32, xpAwarded: 32 });
      expect(response.body.score).toBe(expected.score);
      expect(response.body.message).toBe('Challenge Complete! You scored 20% and earned 32 XP.');
      expect(await xpOf(premium)).toBe(32);
    });

    it('awards a retake only the XP above the best run on the level', async () => {
      const better = await play(premium, 2, perfectAnswers());
      expect(better.body).toMatchObject({ score: 100, xpEarned: 160, xpAwarded: 128 });
      expect(better.body.message).toBe('Challenge Complete! You scored 100% and earned 128 XP.');
      const again = await play(premium, 2, perfectAnswers());
      expect(again.body).toMatchObject({ score: 100, xpAwarded: 0 });
      expect(await xpOf(premium)).toBe(160);
    });

    it('counts a run that ended with unanswered questions as wrong on those', async () => {
      const response = await play(premium, 1, []);
      expect(response.body).toMatchObject({ correct: 0, total: 5, score: 0, xpAwarded: 0 });
      expect(response.body.message).toBe('Challenge Complete! You scored 0% and earned 0 XP.');
    });

    it('answers the §8 errors', async () => {
      const unknown = await request(app).post('/api/challenges/no-such-challenge/runs').set('Authorization', premium.auth).send({ level: 1 });
      expect([unknown.status, unknown.body.error.message]).toEqual([404, 'Assessment not found. Please try again.']);
      const badLevel = await request(app).post(`/api/challenges/${challenge.id}/runs`).set('Authorization', premium.auth).send({ level: 9 });
      expect([badLevel.status, badLevel.body.error.message]).toEqual([400, 'Error: Invalid challenge level selected.']);
      const runId = await startRun(premium, 1);
      expect((await submit(premium, { runId, answers: 'all right' })).status).toBe(400);
      const otherLevel = await submit(premium, { runId, level: 2, answers: [] });
      expect([otherLevel.status, otherLevel.body.error.message]).toEqual([400, 'Error: Invalid challenge level selected.']);
      expect((await request(app).get('/api/challenges/no-such-challenge')).body.error.message).toBe('Assessment not found. Please try again.');
      expect((await cancel(premium, runId, [])).status).toBe(200);
    });

    it('refuses a submission of a run the server did not open', async () => {
      const unopened = await submit(premium, { level: 1, answers: [], startedAt: new Date().toISOString() });
      expect([unopened.status, unopened.body.error.message]).toEqual([400, 'runId: runId must be the id of a run the server started']);
      const forged = await submit(premium, { runId: '00000000-0000-4000-8000-000000000001', answers: [] });
      expect([forged.status, forged.body.error.message]).toEqual([404, 'This challenge run was not found. Start the challenge again.']);
    });

    it('lists the signed-in user’s completions, a cancelled run included', async () => {
      const response = await request(app).get('/api/challenges/completions').set('Authorization', premium.auth);
      expect(response.body.completions).toEqual([
        expect.objectContaining({ challengeId: 'vc-startup-valuation', attempts: 6, bestScore: 100, lastScore: 0, levels: [1, 2] }),
      ]);
      expect((await request(app).get('/api/challenges/completions')).status).toBe(401);
      expect((await request(app).get('/api/challenges/completions').set('Authorization', basic.auth)).body.completions).toEqual([]);
    });

    describe('the server’s clock, not the browser’s (§2.7)', () => {
      let runner: Person;
      beforeEach(async () => {
        runner = await addPerson(database.connection.db, { fullName: 'Rae Runner', premium: true });
      });
      const lastAttempt = async () =>
        (await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, runner.id)).orderBy(desc(challengeAttempts.createdAt)))[0];
      const runRow = async (runId: string) => (await database.connection.db.select().from(challengeRuns).where(eq(challengeRuns.id, runId)))[0];

      it('opens the run on the server and times it from there, whatever startedAt the browser sends', async () => {
        const started = await request(app).post(`/api/challenges/${challenge.id}/runs`).set('Authorization', runner.auth).send({ level: 2 });
        expect(started.body).toEqual({ runId: expect.any(String), startedAt: now.toISOString(), timeLimit: 360 });
        expect(await runRow(started.body.runId)).toMatchObject({ status: 'open', level: 2, timeLimitSeconds: 360, endedAt: null });
        after(95);
        const finished = await submit(runner, { runId: started.body.runId, answers: poorAnswers(), startedAt: now.toISOString() });
        expect(finished.body).toMatchObject({ outcome: 'finished', score: 20 });
        expect(await lastAttempt()).toMatchObject({ durationSeconds: 95, startedAt: new Date(started.body.startedAt), outcome: 'finished', runId: started.body.runId });
        expect(await runRow(started.body.runId)).toMatchObject({ status: 'finished', endedAt: now });
      });

      it('still counts answers sent within the grace after the time limit', async () => {
        const response = await play(runner, 2, perfectAnswers(), 360 + SUBMIT_GRACE_SECONDS);
        expect(response.body).toMatchObject({ outcome: 'finished', score: 100, xpAwarded: 160 });
        expect((await lastAttempt())?.durationSeconds).toBe(360);
      });

      it('scores a submission after the time limit and its grace as timed out: no answer counts, no XP', async () => {
        const response = await play(runner, 2, perfectAnswers(), 360 + SUBMIT_GRACE_SECONDS + 1);
        expect(response.status).toBe(201);
        expect(response.body).toMatchObject({ outcome: 'timed-out', correct: 0, total: 5, score: 0, xpEarned: 0, xpAwarded: 0 });
        expect(response.body.results.every((r: { answered: boolean }) => !r.answered)).toBe(true);
        expect(await xpOf(runner)).toBe(0);
        const attempt = await lastAttempt();
        expect(attempt).toMatchObject({ outcome: 'timed-out', durationSeconds: 360, score: 0 });
        expect(await runRow(attempt!.runId!)).toMatchObject({ status: 'timed-out' });
      });

      it('Cancel ends the run and scores the questions answered so far, with their XP', async () => {
        const runId = await startRun(runner, 2);
        after(40);
        // The two multiple-choice questions answered, right; the three others never reached: 2 of 5.
        const answered = choices.map((q) => ({ questionId: q.id, choice: q.correctAnswer }));
        const response = await cancel(runner, runId, answered);
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ outcome: 'cancelled', correct: 2, total: 5, score: 40, xpEarned: 64, xpAwarded: 64, totalXp: 64 });
        expect(response.body.message).toBe(completionMessage(40, 64));
        expect(response.body.results.map((r: { answered: boolean; correct: boolean }) => [r.answered, r.correct])).toEqual(
          level2.questions.map((q) => (q.type === 'multiple-choice' ? [true, true] : [false, false])),
        );
        expect(await xpOf(runner)).toBe(64);
        expect(await lastAttempt()).toMatchObject({ outcome: 'cancelled', durationSeconds: 40, runId });
        expect(await runRow(runId)).toMatchObject({ status: 'cancelled', endedAt: now });
      });

      it('Cancel after the time limit and its grace is a time-out too', async () => {
        const runId = await startRun(runner, 1);
        after(330 + SUBMIT_GRACE_SECONDS + 60);
        const response = await cancel(runner, runId, [{ questionId: challenge.levels[0]!.questions[0]!.id, choice: 0 }]);
        expect(response.body).toMatchObject({ outcome: 'timed-out', score: 0, xpAwarded: 0 });
      });

      it('ends a run once: a second submission or a cancel after it is refused and adds nothing', async () => {
        const runId = await startRun(runner, 2);
        after(60);
        expect((await submit(runner, { runId, answers: perfectAnswers() })).status).toBe(201);
        const replay = await submit(runner, { runId, answers: perfectAnswers() });
        expect([replay.status, replay.body.error.message]).toEqual([409, 'This challenge run has already ended. Start the challenge again to play another run.']);
        expect((await cancel(runner, runId, perfectAnswers())).status).toBe(409);
        const cancelled = await startRun(runner, 2);
        expect((await cancel(runner, cancelled, [])).status).toBe(200);
        expect((await submit(runner, { runId: cancelled, answers: perfectAnswers() })).status).toBe(409);
        expect(await xpOf(runner)).toBe(160);
        expect(await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, runner.id))).toHaveLength(2);
      });

      it('refuses two submissions of one run sent at once: one is recorded', async () => {
        const runId = await startRun(runner, 2);
        after(30);
        const statuses = (await Promise.all([submit(runner, { runId, answers: perfectAnswers() }), cancel(runner, runId, perfectAnswers())])).map((r) => r.status);
        expect(statuses.filter((s) => s === 409)).toHaveLength(1);
        expect(await database.connection.db.select().from(challengeAttempts).where(eq(challengeAttempts.userId, runner.id))).toHaveLength(1);
      });

      it('does not let another user end someone’s run', async () => {
        const runId = await startRun(premium, 1);
        expect((await submit(runner, { runId, answers: [] })).status).toBe(404);
        expect((await cancel(runner, runId, [])).status).toBe(404);
        expect((await runRow(runId))?.status).toBe('open');
      });

      it('counts the practice for the server’s day when the browser sends a date years ahead', async () => {
        expect((await play(runner, 1, [], 60, { today: '2031-01-01' })).status).toBe(201);
        const [progress] = await database.connection.db.select().from(userProgress).where(eq(userProgress.userId, runner.id));
        expect(progress?.lastActiveDate).toBe(activityDate(undefined, now));
      });
    });
  });
}
