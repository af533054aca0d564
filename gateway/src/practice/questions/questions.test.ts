// GET /api/questions and /api/questions/stats, and loading the bank at start, on every database driver.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { Question } from '@bullpen/shared/domain';
import { QUESTION_BANK } from '@bullpen/evaluator';
import { createApp, type GatewayApp } from '../../app';
import { questions } from '../../db/schema';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../../test/support';
import { createQuestionRepo } from './repo';
import { loadQuestionBank } from './service';

/** A fresh database, migrations, the bank and a few accounts take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

for (const driver of testDrivers) {
  describeDriver(driver)(`question bank API (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: GatewayApp;
    let app: Express;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createApp(testConfig(), { database: database.connection });
      app = gateway.app;
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.close();
      await database?.dispose();
    });

    it('reports the size of the bank: every question, 6 specializations, 4 interview types', async () => {
      const response = await request(app).get('/api/questions/stats');
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(QUESTION_BANK.length);
      expect(response.body.total).toBeGreaterThanOrEqual(500);
      expect(response.body).toMatchObject({ specializations: 6, interviewTypes: 4 });
      expect(Object.values(response.body.bySpecialization as Record<string, number>).reduce((a, b) => a + b)).toBe(QUESTION_BANK.length);
      expect(response.body.byType['Case Study']).toBe(QUESTION_BANK.filter((q) => q.interviewType === 'Case Study').length);
    });

    it('gives a session the 10 easiest questions of its bank in ascending difficulty, without answers or rubrics', async () => {
      const response = await request(app).get('/api/questions').query({ specialization: 'ib', type: 'Technical', limit: 10, order: 'easiest' });
      expect(response.status).toBe(200);
      const list = response.body as Array<Record<string, unknown>>;
      expect(list).toHaveLength(10);
      expect(list.every((q) => q.specialization === 'ib' && q.interviewType === 'Technical')).toBe(true);
      const difficulties = list.map((q) => q.difficulty as number);
      expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
      const easiest = QUESTION_BANK.filter((q) => q.specialization === 'ib' && q.interviewType === 'Technical')
        .map((q) => q.difficulty)
        .sort((a, b) => a - b)
        .slice(0, 10);
      expect(difficulties).toEqual(easiest);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(['difficulty', 'id', 'interviewType', 'question', 'specialization', 'topic']);
      expect(response.headers['x-question-bank']).toBe('ib/Technical');
    });

    it('accepts a specialization by name or URL name, and CaseStudy for Case Study', async () => {
      for (const specialization of ['Investment Banking', 'investment-banking', 'IB']) {
        const response = await request(app).get('/api/questions').query({ specialization, type: 'CaseStudy' });
        expect(response.status).toBe(200);
        expect(response.body).toHaveLength(10);
        expect(response.body[0]).toMatchObject({ specialization: 'ib', interviewType: 'Case Study' });
      }
    });

    it('refuses an unknown specialization or type, naming the field', async () => {
      const response = await request(app).get('/api/questions').query({ specialization: 'astrology', type: 'Technical' });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields)).toEqual(['specialization']);
      const badType = await request(app).get('/api/questions').query({ specialization: 'ib', type: 'Trivia' });
      expect(badType.body.error.fields).toHaveProperty('type');
      const badLimit = await request(app).get('/api/questions').query({ specialization: 'ib', limit: '0' });
      expect(badLimit.status).toBe(400);
    });

    describe('fallback banks', () => {
      afterEach(async () => {
        await gateway.db.update(questions).set({ retiredAt: null });
      });

      it('uses the Motivational bank of the specialization when the chosen bank is empty', async () => {
        await gateway.db
          .update(questions)
          .set({ retiredAt: new Date() })
          .where(and(eq(questions.specialization, 'vc'), eq(questions.interviewType, 'Technical')));
        const response = await request(app).get('/api/questions').query({ specialization: 'vc', type: 'Technical' });
        expect(response.body.length).toBeGreaterThan(0);
        expect(response.body.every((q: Question) => q.specialization === 'vc' && q.interviewType === 'Motivational')).toBe(true);
        expect(response.headers['x-question-bank']).toBe('vc/Motivational');
      });

      it('then the Private Equity bank', async () => {
        await gateway.db.update(questions).set({ retiredAt: new Date() }).where(eq(questions.specialization, 'audit'));
        const response = await request(app).get('/api/questions').query({ specialization: 'audit', type: 'CaseStudy' });
        expect(response.body.length).toBe(10);
        expect(response.body.every((q: Question) => q.specialization === 'pe' && q.interviewType === 'Case Study')).toBe(true);
      });
    });

    describe('loading the bank', () => {
      const repo = () => createQuestionRepo(gateway.db);

      it('does nothing when the bank has not changed since the last start', async () => {
        expect(await loadQuestionBank(repo(), QUESTION_BANK)).toBe(false);
      });

      it('upserts changed questions, keeps what an admin edited, and retires dropped questions', async () => {
        const [first, second, third] = QUESTION_BANK as [Question, Question, Question];
        await gateway.db.update(questions).set({ question: 'Edited by an admin?', editedByAdmin: true }).where(eq(questions.id, second.id));
        const changed = [
          { ...first, question: `${first.question} (revised)` },
          { ...second, question: `${second.question} (revised)` },
          ...QUESTION_BANK.slice(3),
        ];
        expect(await loadQuestionBank(repo(), changed)).toBe(true);
        const rows = await repo().findByIds([first.id, second.id, third.id]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(byId.get(first.id)?.question).toBe(`${first.question} (revised)`);
        expect(byId.get(second.id)?.question).toBe('Edited by an admin?');
        expect(byId.get(third.id)?.retiredAt).toBeInstanceOf(Date);

        expect(await loadQuestionBank(repo(), QUESTION_BANK)).toBe(true);
        const [restored] = await repo().findByIds([third.id]);
        expect(restored?.retiredAt).toBeNull();
      });
    });
  });
}
