// Progress is read by its owner and written only by the server's awards.
import request from 'supertest';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import {
  createAccount,
  createTestGateway,
  SETUP_TIMEOUT_MS,
  type TestAccount,
  type TestGateway,
} from '../auth/test-accounts';
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
      expect(first).toMatchObject({ leveledUp: true, newLevel: 1, bonusXp: 0, skillLevelUps: ['technical'] });
      const second = await awardProgress(gateway.db, ada.id, { xp: 30, now: new Date('2026-11-21T12:00:00Z') });
      expect(second.leveledUp).toBe(false);
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
        bonus = (await awardProgress(gateway.db, account.id, { xp: 10, now: new Date(`2026-12-0${day}T12:00:00Z`) })).bonusXp;
      }
      expect(bonus).toBe(50);
      expect(await progressOf(account)).toMatchObject({ xp: 120, streak_days: 7 });
    });

    it('adds up awards that arrive at the same time', async () => {
      const account = await createAccount(gateway, 'busy@example.com');
      await Promise.all(Array.from({ length: 8 }, () => awardProgress(gateway.db, account.id, { xp: 25, now: new Date('2026-11-20T12:00:00Z') })));
      expect((await progressOf(account)).xp).toBe(200);
    });
  });
}
