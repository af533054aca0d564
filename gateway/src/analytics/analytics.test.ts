// GET /api/analytics/me against every available database driver: the dashboard is built from the
// user's own evaluated answers, mock interviews and challenge runs, and from nobody else's.
import { eq, sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { migrate } from '../db/migrate';
import { mockInterviewAnswers, mockInterviews, userProgress } from '../db/schema';
import { addPerson, answer, worldApp, type Person } from '../leaderboard/test-world';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import type { AnalyticsDashboard } from '@bullpen/shared/contracts';

for (const driver of testDrivers) {
  describeDriver(driver)(`GET /api/analytics/me (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let ada: Person;
    let other: Person;

    const dashboard = async (person: Person) => {
      const response = await request(app).get('/api/analytics/me').set('Authorization', person.auth);
      expect(response.status).toBe(200);
      return response.body as AnalyticsDashboard;
    };

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const db = database.connection.db;
      app = worldApp(db);
      ada = await addPerson(db, { fullName: 'Ada Byron', premium: true, xp: 0 });
      other = await addPerson(db, { fullName: 'Other Person', xp: 0 });
      // Day 1 (2026-01-01): two IB technical answers; day 2: one PE case answer.
      await answer(db, ada, 40, { minute: 10 });
      await answer(db, ada, 30, { minute: 20 });
      await answer(db, ada, 45, { specialization: 'pe', interviewType: 'Case Study', minute: 60 * 24 + 5 });
      await answer(db, other, 50, { minute: 1 });
      // A mock interview of two answers.
      const [mock] = await db.insert(mockInterviews).values({ userId: ada.id, specialization: 'audit', questionIds: ['a', 'b'], createdAt: new Date(Date.UTC(2026, 0, 3)) }).returning();
      for (const [i, score] of [20, 30].entries()) {
        await db.insert(mockInterviewAnswers).values({ interviewId: mock!.id, questionIndex: i, questionId: 'audit-tech-001', answer: 'x', score, level: 'medium', feedback: 'f', source: 'local', createdAt: new Date(Date.UTC(2026, 0, 3, 0, i)) });
      }
      await db.update(userProgress).set({ streakDays: 9, specializationXp: { 'Investment Banking': 520, 'Private Equity': 45 } }).where(eq(userProgress.userId, ada.id));
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('asks visitors to sign in', async () => {
      expect((await request(app).get('/api/analytics/me')).status).toBe(401);
    });

    it('groups the user’s own results, newest first, on the 0–100 scale', async () => {
      const { results } = await dashboard(ada);
      expect(results.map((r) => [r.title, r.score, r.type, r.specialization, r.retakeHref])).toEqual([
        ['Audit Mock Interview', 50, 'interview', 'audit', '/interviews'],
        ['Private Equity Case Study Interview', 90, 'interview', 'pe', '/interviews'],
        ['Investment Banking Technical Interview', 70, 'interview', 'ib', '/interviews'],
      ]);
    });

    it('computes the combined profile with the leaderboard weights, and the career match', async () => {
      const d = await dashboard(ada);
      // Technical avg 35, Case Study 45 → (0.5·35 + 0.3·45) / 0.8 = 38.75 → 77.5
      expect(d.combinedProfile.score).toBe(77.5);
      expect(d.careerMatch).toEqual({ specialization: 'pe', name: 'Private Equity', match: 90, basis: 'interviews' });
    });

    it('shows specialization progress toward mastery at 500 XP, and the streak card', async () => {
      const d = await dashboard(ada);
      expect(d.specializationProgress.map((s) => [s.name, s.xp, s.text])).toEqual([
        ['Investment Banking', 520, 'Mastery achieved!'],
        ['Private Equity', 45, '455 XP until mastery'],
      ]);
      expect(d.streak).toMatchObject({ headline: '9 days in a row!', bonusText: '5 more days for bonus XP!' });
    });

    it('adds a finished challenge as an assessment, unlocks badges by their rules and stores them', async () => {
      const run = await request(app).post('/api/challenges/ib-merger-math/runs').set('Authorization', ada.auth).send({ level: 1 });
      const response = await request(app).post('/api/challenges/ib-merger-math/attempts').set('Authorization', ada.auth).send({ runId: run.body.runId, answers: [] });
      expect(response.status).toBe(201);
      const d = await dashboard(ada);
      expect(d.results[0]).toMatchObject({ title: 'Merger Math · Level 1', type: 'assessment', score: 0, retakeHref: '/training?activeTab=challenges&specialization=Investment%20Banking' });
      const unlocked = d.badges.filter((b) => b.unlocked).map((b) => b.id);
      expect(unlocked).toEqual(expect.arrayContaining(['finance-fundamentals', 'ib-first-steps', 'pe-first-steps', 'ib-mastery']));
      expect(unlocked).not.toContain('streak-master');
      const [row] = await database.connection.db.select().from(userProgress).where(eq(userProgress.userId, ada.id));
      expect(row?.badges).toEqual(expect.arrayContaining(unlocked));
      expect(d.milestones.find((m) => m.title === 'Complete 5 Skill Challenges')).toMatchObject({ completed: false, progress: 1, maxProgress: 5 });
    });

    it('rebuilds the leaderboard aggregates when they miss answers (reconciliation on read)', async () => {
      const db = database.connection.db;
      await db.execute(sql`delete from leaderboard_aggregates where user_id = ${other.id}`);
      expect((await dashboard(other)).combinedProfile.score).toBe(100);
    });
  });
}
