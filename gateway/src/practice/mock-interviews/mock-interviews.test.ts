// The mock interview (/interviews) through /api, on every database driver: the visitor preview,
// a premium user's six answers and their XP, and who may answer or read which interview.
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { questions, userProgress, userRoles } from '../../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../../test/support';
import { MOCK_INTERVIEW_PLAN } from './question-draw';
import { SIGNUP_REQUIRED_MESSAGE } from './service';

interface StartedInterview {
  id: string;
  specialization: string;
  questions: Array<{ index: number; id: string; question: string; difficulty: number }>;
}

/** A fresh database, migrations, the bank and a few accounts take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

for (const driver of testDrivers) {
  describeDriver(driver)(`mock interviews (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let premium: TestAccount;
    let student: TestAccount;
    let other: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
      [premium, student, other] = await Promise.all([
        createAccount(gateway, 'premium@bullpen.test'),
        createAccount(gateway, 'student@bullpen.test'),
        createAccount(gateway, 'other@bullpen.test'),
      ]);
      await gateway.db.insert(userRoles).values({ userId: premium.id, role: 'premium' });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    async function start(specialization: string, bearer?: string): Promise<StartedInterview> {
      const call = request(gateway.app).post('/api/mock-interviews').send({ specialization });
      const response = await (bearer ? call.set('Authorization', bearer) : call);
      expect(response.status).toBe(201);
      return response.body as StartedInterview;
    }

    function answer(interviewId: string, questionIndex: number, text: string, bearer?: string) {
      const call = request(gateway.app).post(`/api/mock-interviews/${interviewId}/answers`).send({ questionIndex, answer: text });
      return bearer ? call.set('Authorization', bearer) : call;
    }

    /** The bank's strong sample answer when there is one, else a fair attempt. */
    async function goodAnswer(questionId: string): Promise<string> {
      const [row] = await gateway.db.select().from(questions).where(eq(questions.id, questionId));
      return row?.sampleAnswers?.strong ?? `On ${row?.topic}: ${row?.keyConcepts.join(', ')}. That is why it matters.`;
    }

    it('starts an interview of six questions of difficulty 3–5 across Motivational, Technical and Case Study', async () => {
      const interview = await start('Investment Banking');
      expect(interview.specialization).toBe('ib');
      expect(interview.questions.map((q) => q.index)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(Object.keys(interview.questions[0] ?? {}).sort()).toEqual(['difficulty', 'id', 'index', 'question']);
      const rows = await gateway.db.select().from(questions).where(inArray(questions.id, interview.questions.map((q) => q.id)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(interview.questions.map((q) => byId.get(q.id)?.interviewType)).toEqual(MOCK_INTERVIEW_PLAN);
      expect(interview.questions.every((q) => q.difficulty >= 3 && q.difficulty <= 5)).toBe(true);
      expect(rows.every((row) => row.specialization === 'ib')).toBe(true);
    });

    it('refuses an unknown specialization', async () => {
      const response = await request(gateway.app).post('/api/mock-interviews').send({ specialization: 'astrology' });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('specialization');
    });

    it('lets a visitor answer the first question only, then asks them to sign up', async () => {
      const interview = await start('pe');
      const first = await answer(interview.id, 0, 'I want to invest in businesses and help them grow over a holding period.');
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ xpAwarded: 0, evaluation: { source: 'local' } });
      expect(first.body).not.toHaveProperty('progress');
      expect(first.body).not.toHaveProperty('award');
      // What the answer earns in the visitor's own browser (spec 01 §4.7): half the score, as communication.
      const earned = Math.floor(first.body.evaluation.score / 2);
      expect(first.body.visitorGain).toEqual({ xp: earned, skillPoints: { communication: earned }, specialization: 'Private Equity' });
      expect(first.body.evaluation).not.toHaveProperty('notice');
      expect(typeof first.body.evaluation.feedback).toBe('string');

      const second = await answer(interview.id, 1, 'EBITDA is earnings before interest, taxes, depreciation and amortisation.');
      expect(second.status).toBe(401);
      expect(second.body).toEqual({ error: { code: 'signup_required', message: SIGNUP_REQUIRED_MESSAGE } });

      const read = await request(gateway.app).get(`/api/mock-interviews/${interview.id}`);
      expect(read.status).toBe(200);
      expect(read.body.answers).toHaveLength(1);
    });

    it('refuses a blank answer with the spec message', async () => {
      const interview = await start('vc');
      const response = await answer(interview.id, 0, '   ');
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Please provide an answer before submitting.');
    });

    it("awards a premium user half of each score, the full score for the sixth, once, through their progress", async () => {
      const interview = await start('ib', premium.bearer);
      const awarded: number[] = [];
      const scores: number[] = [];
      let last: request.Response | undefined;
      for (const q of interview.questions) {
        last = await answer(interview.id, q.index, await goodAnswer(q.id), premium.bearer);
        expect(last.status).toBe(201);
        scores.push(last.body.evaluation.score as number);
        awarded.push(last.body.xpAwarded as number);
      }
      const expected = scores.map((score, i) => (i === 5 ? score : Math.floor(score / 2)));
      expect(awarded).toEqual(expected);
      expect(scores.some((score) => score > 0)).toBe(true);
      const total = expected.reduce((a, b) => a + b, 0);

      const [stored] = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, premium.id));
      expect(stored?.xp).toBe(total);
      expect(stored?.specializationXp).toEqual({ 'Investment Banking': total });
      expect(stored?.completedInterviews).toBe(1);
      const xpOfType = (type: string) => expected.filter((_, i) => MOCK_INTERVIEW_PLAN[i] === type).reduce((a, b) => a + b, 0);
      expect(stored?.skillPoints).toMatchObject({
        communication: xpOfType('Motivational'),
        technical: xpOfType('Technical'),
        'problem-solving': xpOfType('Case Study'),
      });
      expect(last?.body.progress).toMatchObject({ xp: total, completed_interviews: 1 });
      expect(last?.body.award).toMatchObject({ xp: total, xpGained: expected[5], level: 0, leveledUp: false, streakDays: 1 });
      expect(last?.body).not.toHaveProperty('visitorGain');

      const again = await answer(interview.id, 5, 'A second try at the last question.', premium.bearer);
      expect(again.status).toBe(409);
      const [after] = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, premium.id));
      expect(after?.xp).toBe(total);

      const read = await request(gateway.app).get(`/api/mock-interviews/${interview.id}`).set('Authorization', premium.bearer);
      expect(read.body.answers.map((a: { xpAwarded: number }) => a.xpAwarded)).toEqual(expected);
    });

    it('gives a signed-in user without premium no XP', async () => {
      const interview = await start('ib', student.bearer);
      const response = await answer(interview.id, 0, await goodAnswer(interview.questions[0]!.id), student.bearer);
      expect(response.status).toBe(201);
      expect(response.body.evaluation.score).toBeGreaterThan(0);
      expect(response.body.xpAwarded).toBe(0);
      expect(response.body).not.toHaveProperty('progress');
      expect(response.body).not.toHaveProperty('visitorGain');
      const rows = await gateway.db.select().from(userProgress).where(eq(userProgress.userId, student.id));
      expect(rows[0]?.xp ?? 0).toBe(0);
    });

    it('answers the same question twice with 409, and questions out of order with 409', async () => {
      const interview = await start('consulting', student.bearer);
      expect((await answer(interview.id, 0, 'First answer to the opener.', student.bearer)).status).toBe(201);
      const twice = await answer(interview.id, 0, 'Another go.', student.bearer);
      expect([twice.status, twice.body.error.code]).toEqual([409, 'already_answered']);
      const skipped = await answer(interview.id, 3, 'Jumping ahead.', student.bearer);
      expect([skipped.status, skipped.body.error.code]).toEqual([409, 'out_of_order']);
    });

    it("keeps a user's interview to its owner", async () => {
      const interview = await start('cf', student.bearer);
      expect((await answer(interview.id, 0, 'Not mine to answer.', other.bearer)).status).toBe(404);
      expect((await request(gateway.app).get(`/api/mock-interviews/${interview.id}`).set('Authorization', other.bearer)).status).toBe(404);
      expect((await request(gateway.app).get(`/api/mock-interviews/${interview.id}`)).status).toBe(404);
      const visitor = await answer(interview.id, 0, 'Not signed in.');
      expect(visitor.status).toBe(404);
      const owner = await request(gateway.app).get(`/api/mock-interviews/${interview.id}`).set('Authorization', student.bearer);
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ id: interview.id, specialization: 'cf', answers: [] });
      expect((await request(gateway.app).get('/api/mock-interviews/not-a-uuid')).status).toBe(404);
    });

    it("lets a visitor who signs in continue their interview as their own", async () => {
      const interview = await start('audit');
      expect((await answer(interview.id, 0, 'Audit gives me breadth across many businesses.')).status).toBe(201);
      expect((await answer(interview.id, 1, 'Materiality is the threshold above which misstatements matter.', other.bearer)).status).toBe(201);
      expect((await request(gateway.app).get(`/api/mock-interviews/${interview.id}`)).status).toBe(404);
      const owner = await request(gateway.app).get(`/api/mock-interviews/${interview.id}`).set('Authorization', other.bearer);
      expect(owner.body.answers).toHaveLength(2);
    });
  });
}
