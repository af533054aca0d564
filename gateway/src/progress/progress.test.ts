// Progress is read by its owner and written only by the server's awards.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import {
  createAccount,
  createTestGateway,
  SETUP_TIMEOUT_MS,
  type TestAccount,
  type TestGateway,
} from '../auth/test-accounts';
import { questions, userProgress, userRoles } from '../db/schema';
import { awardProgress } from './service';

for (const driver of testDrivers) {
  describeDriver(driver)(`progress (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let ada: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
      ada = await createAccount(gateway, 'ada@example.com');
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const progressOf = async (account: TestAccount) =>
      (await request(gateway.app).get('/api/progress').set('Authorization', account.bearer)).body;

    it('starts at zero', async () => {
      const other = await createAccount(gateway, 'new@example.com');
      expect(await progressOf(other)).toEqual({
        xp: 0,
        level: 0,
        level_name: 'Novice',
        skill_points: { communication: 0, 'problem-solving': 0, teamwork: 0, adaptability: 0, leadership: 0, technical: 0 },
        specialization_xp: {},
        streak_days: 0,
        last_active_date: null,
        badges: [],
        completed_interviews: 0,
      });
    });

    it('needs a signed-in user', async () => {
      expect((await request(gateway.app).get('/api/progress')).status).toBe(401);
    });

    it('has no way for a client to set XP', async () => {
      for (const method of ['post', 'put', 'patch'] as const) {
        const response = await request(gateway.app)[method]('/api/progress').set('Authorization', ada.bearer).send({ xp: 99999 });
        expect([method, response.status]).toEqual([method, 404]);
      }
      expect((await progressOf(ada)).xp).toBe(0);
    });

    it('adds what the server awards: XP, level, skills, specialization, streak, interviews', async () => {
      const first = await awardProgress(gateway.db, ada.id, {
        xp: 520,
        skills: { technical: 60, communication: 10 },
        specialization: 'Private Equity',
        now: new Date('2026-11-20T12:00:00Z'),
        completedInterview: true,
      });
      expect(first.outcome).toEqual({
        xpGained: 520,
        bonusXp: 0,
        xp: 520,
        level: 1,
        levelName: 'Intern',
        leveledUp: true,
        skillLevelUps: [{ skill: 'technical', level: 1 }],
        streakDays: 1,
        streak: 'started',
        brokenStreakDays: 0,
      });
      const second = await awardProgress(gateway.db, ada.id, { xp: 30, now: new Date('2026-11-21T12:00:00Z') });
      expect(second.outcome).toMatchObject({ xpGained: 30, leveledUp: false, skillLevelUps: [], streak: 'continued', streakDays: 2 });
      expect(await progressOf(ada)).toMatchObject({
        xp: 550,
        level: 1,
        level_name: 'Intern',
        skill_points: { technical: 60, communication: 10, teamwork: 0 },
        specialization_xp: { 'Private Equity': 520 },
        streak_days: 2,
        last_active_date: '2026-11-21',
        completed_interviews: 1,
      });
    });

    it('grants the weekly streak bonus', async () => {
      const account = await createAccount(gateway, 'weekly@example.com');
      let bonus = 0;
      for (let day = 1; day <= 7; day += 1) {
        bonus = (await awardProgress(gateway.db, account.id, { xp: 10, now: new Date(`2026-12-0${day}T12:00:00Z`) })).outcome.bonusXp;
      }
      expect(bonus).toBe(50);
      expect(await progressOf(account)).toMatchObject({ xp: 120, streak_days: 7 });
    });

    it('says when a missed day broke the streak', async () => {
      const account = await createAccount(gateway, 'lapsed@example.com');
      await awardProgress(gateway.db, account.id, { xp: 10, now: new Date('2026-11-20T12:00:00Z') });
      await awardProgress(gateway.db, account.id, { xp: 10, now: new Date('2026-11-21T12:00:00Z') });
      const back = await awardProgress(gateway.db, account.id, { xp: 10, now: new Date('2026-11-23T12:00:00Z') });
      expect(back.outcome).toMatchObject({ streak: 'broken', brokenStreakDays: 2, streakDays: 1 });
      const again = await awardProgress(gateway.db, account.id, { xp: 10, now: new Date('2026-11-23T18:00:00Z') });
      expect(again.outcome).toMatchObject({ streak: 'unchanged', brokenStreakDays: 0, streakDays: 1 });
    });

    it('answers an awarded mock interview answer with what the award did: level-up, skill level-up, broken streak', async () => {
      const student = await createAccount(gateway, 'levels@example.com');
      await gateway.db.insert(userRoles).values({ userId: student.id, role: 'premium' });
      // One XP short of Intern, one skill point short of communication level 2, a 5-day streak long gone.
      await awardProgress(gateway.db, student.id, { xp: 499, skills: { communication: 49 }, now: new Date('2020-01-01T12:00:00Z') });
      await gateway.db.update(userProgress).set({ streakDays: 5 }).where(eq(userProgress.userId, student.id));

      const started = await request(gateway.app).post('/api/mock-interviews').set('Authorization', student.bearer).send({ specialization: 'ib' });
      const first = started.body.questions[0] as { id: string };
      const [row] = await gateway.db.select().from(questions).where(eq(questions.id, first.id));
      const answer = row?.sampleAnswers?.strong ?? `On ${row?.topic}: ${row?.keyConcepts.join(', ')}. That is why it matters.`;
      const response = await request(gateway.app)
        .post(`/api/mock-interviews/${started.body.id}/answers`)
        .set('Authorization', student.bearer)
        .send({ questionIndex: 0, answer });

      expect(response.status).toBe(201);
      const gained = response.body.xpAwarded as number;
      expect(gained).toBeGreaterThan(0);
      expect(response.body.award).toEqual({
        xpGained: gained,
        bonusXp: 0,
        xp: 499 + gained,
        level: 1,
        levelName: 'Intern',
        leveledUp: true,
        skillLevelUps: [{ skill: 'communication', level: 1 }],
        streakDays: 1,
        streak: 'broken',
        brokenStreakDays: 5,
      });
      expect(response.body.progress).toMatchObject({ xp: 499 + gained, level_name: 'Intern', streak_days: 1 });
    });

    it('adds up awards that arrive at the same time', async () => {
      const account = await createAccount(gateway, 'busy@example.com');
      await Promise.all(Array.from({ length: 8 }, () => awardProgress(gateway.db, account.id, { xp: 25, now: new Date('2026-11-20T12:00:00Z') })));
      expect((await progressOf(account)).xp).toBe(200);
    });
  });
}
