// The personalized prep API against every available database driver: one prep In Progress per user,
// privacy between users, answers saved, evaluated and submitted, Start Over and feedback.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express, { type Express, type RequestHandler } from 'express';
import request from 'supertest';
import type { PrepRecord } from '@bullpen/shared/domain';
import { createApp } from '../app';
import type { ChatService } from '../ai/chat-completions';
import { migrate } from '../db/migrate';
import { personalizedPrepFeedback } from '../db/schema';
import { errorHandler, notFound } from '../http/error-handler';
import { HttpError } from '../http/http-error';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { pdfWithText } from '../../test/cv-files';
import { describeDriver, silentLogger, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { createPrep } from './prep';

/** Stand-in for the auth middleware: `Authorization: Bearer <user id>`. */
const requireUser: RequestHandler = (req, _res, next) => {
  const id = req.headers.authorization?.replace(/^Bearer /, '');
  if (!id) return next(new HttpError(401, 'not_authenticated', 'Not authenticated.'));
  (req as typeof req & { user: unknown }).user = { id, email: `${id}@example.com`, roles: [] };
  next();
};

const body = {
  companyName: 'Goldman Sachs',
  position: 'Investment Banking Analyst',
  level: 'Analyst',
  jobDescription: 'M&A execution: financial models, DCF valuations, merger models and pitch books.',
  companyIdealProfile: 'Team player with attention to detail.',
};

const GOOD_ANSWER =
  'Project unlevered free cash flows for five years, discount them at the WACC, add a discounted terminal value from the Gordon growth or exit multiple method, then subtract net debt to get equity value.';

for (const driver of testDrivers) {
  describeDriver(driver)(`personalized prep API (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let uploads: string;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-prep-'));
      const { routes } = createPrep({
        db: database.connection.db,
        config: testConfig(),
        logger: silentLogger,
        auth: { requireUser },
        storage: createLocalDiskStorage(uploads),
      });
      const api = express.Router().use(express.json()).use(routes).use(notFound);
      app = express().use('/api', api).use(errorHandler);
    });

    afterAll(async () => {
      await database?.dispose();
      if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
    });

    const as = (user: string) => ({
      get: (url: string) => request(app).get(url).set('Authorization', `Bearer ${user}`),
      post: (url: string, data?: object) => request(app).post(url).set('Authorization', `Bearer ${user}`).send(data),
      put: (url: string, data: object) => request(app).put(url).set('Authorization', `Bearer ${user}`).send(data),
    });

    async function newPrep(user: string): Promise<PrepRecord> {
      const response = await as(user).post('/api/preps', body);
      expect(response.status).toBe(201);
      return response.body as PrepRecord;
    }

    it('is mounted in the gateway behind sign-in', async () => {
      const gateway = await createApp(testConfig({ DATA_DIR: uploads }), { database: database.connection, logger: silentLogger });
      try {
        expect((await request(gateway.app).get('/api/preps')).status).toBe(401);
        expect((await request(gateway.app).get('/api/preps').set('Authorization', 'Bearer forged')).status).toBe(401);
      } finally {
        await gateway.close();
      }
    });

    it('limits AI evaluations per user and minute when the AI service grades', async () => {
      const chat: ChatService = {
        completeJson: async () =>
          JSON.stringify({ evaluation: 'Score: 3/5\nFeedback: Fair.\nSuggested Improvement: Add numbers.', idealAnswer: 'x'.repeat(80) }),
      };
      const { routes } = createPrep({
        db: database.connection.db,
        config: testConfig({ AI_EVALUATIONS_PER_MINUTE: '2' }),
        logger: silentLogger,
        auth: { requireUser },
        storage: createLocalDiskStorage(uploads),
        chat: { evaluation: chat },
      });
      const limited = express().use('/api', express.Router().use(express.json()).use(routes)).use(errorHandler);
      const user = randomUUID();
      const prep = await newPrep(user);
      await as(user).put(`/api/preps/${prep.id}/answers`, { section: 'case', questionId: 0, answer: GOOD_ANSWER });
      const evaluate = () =>
        request(limited).post(`/api/preps/${prep.id}/answers/evaluate`).set('Authorization', `Bearer ${user}`).send({ section: 'case', questionId: 0 });
      const first = await evaluate();
      expect(first.body.user_answers[0].evaluation).toMatchObject({ score: 30, source: 'ai' });
      expect((await evaluate()).status).toBe(200);
      const third = await evaluate();
      expect([third.status, third.body.error.code]).toEqual([429, 'rate_limited']);
    });

    it('generates once when the same user creates preps concurrently: the others are refused before any AI call', async () => {
      const PARTS = 4;
      let calls = 0;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The first generation waits until the test lets it go; a second generation lets everything go at once.
      const chat: ChatService = {
        completeJson: async () => {
          calls += 1;
          if (calls > PARTS) release();
          await released;
          throw new Error('no reply: the local generator writes the part');
        },
      };
      const { routes } = createPrep({ db: database.connection.db, config: testConfig(), logger: silentLogger, auth: { requireUser }, storage: createLocalDiskStorage(uploads), chat: { generation: chat } });
      const generating = express().use('/api', express.Router().use(express.json()).use(routes)).use(errorHandler);
      const user = randomUUID();
      let answered = 0;
      let twoAnswered = () => {};
      const others = new Promise<void>((resolve) => (twoAnswered = resolve));
      const creates = [1, 2, 3].map(() =>
        request(generating)
          .post('/api/preps')
          .set('Authorization', `Bearer ${user}`)
          .send(body)
          .then((response) => {
            if (++answered === 2) twoAnswered();
            return response;
          }),
      );
      await Promise.race([others, released]);
      release();
      const statuses = (await Promise.all(creates)).map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      expect(calls).toBe(PARTS);
      expect((await as(user).get('/api/preps')).body).toHaveLength(1);
      // Once made, the generation is over: a later create is refused by the one-in-progress rule.
      expect((await as(user).post('/api/preps', body)).body.error.code).toBe('prep_in_progress');
    });

    it('answers 401 without a signed-in user', async () => {
      const response = await request(app).get('/api/preps');
      expect([response.status, response.body.error.message]).toEqual([401, 'Not authenticated.']);
    });

    it('generates a prep In Progress that meets the minimums, and lists it', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      expect(prep).toMatchObject({
        status: 'In Progress',
        overall_score: 0,
        company_name: 'Goldman Sachs',
        position: 'Investment Banking Analyst',
        level: 'Analyst',
        user_answers: [],
        content_source: 'local',
        submitted_sections: { technical: [], behavioral: false, case: false },
      });
      expect(prep.tech_interview.length).toBeGreaterThanOrEqual(3);
      expect(prep.behavioral_interview.length).toBeGreaterThanOrEqual(15);
      expect(prep.case_task.questions.length).toBeGreaterThanOrEqual(5);
      expect(prep.case_task.scenario).toContain('Goldman Sachs');
      const list = await as(user).get('/api/preps');
      expect(list.body.map((p: PrepRecord) => p.id)).toEqual([prep.id]);
    });

    it('requires every field but the CV, with the §5 message', async () => {
      const response = await as(randomUUID()).post('/api/preps', { ...body, jobDescription: '   ', position: undefined });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Please fill out all fields. CV upload is optional.');
      expect(Object.keys(response.body.error.fields).sort()).toEqual(['jobDescription', 'position']);
    });

    it('defaults the level to Analyst', async () => {
      const user = randomUUID();
      const { level: _level, ...withoutLevel } = body;
      const response = await as(user).post('/api/preps', withoutLevel);
      expect([response.status, response.body.level]).toEqual([201, 'Analyst']);
    });

    it('allows only one prep In Progress per user', async () => {
      const user = randomUUID();
      await newPrep(user);
      const second = await as(user).post('/api/preps', body);
      expect(second.status).toBe(409);
      expect(second.body.error).toEqual({
        code: 'prep_in_progress',
        message: 'You already have a prep in progress. Complete it or start over before creating a new one.',
      });
      // Another user is not affected.
      await newPrep(randomUUID());
    });

    it('lets only one of two simultaneous requests start a prep', async () => {
      const user = randomUUID();
      const responses = await Promise.all([as(user).post('/api/preps', body), as(user).post('/api/preps', body)]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const list = await as(user).get('/api/preps');
      expect(list.body.filter((p: PrepRecord) => p.status === 'In Progress')).toHaveLength(1);
    });

    it('never shows one user’s prep to another', async () => {
      const owner = randomUUID();
      const prep = await newPrep(owner);
      const stranger = as(randomUUID());
      expect((await stranger.get(`/api/preps/${prep.id}`)).status).toBe(404);
      expect((await stranger.put(`/api/preps/${prep.id}/answers`, { section: 'behavioral', questionId: 0, answer: 'Mine now' })).status).toBe(404);
      expect((await stranger.post(`/api/preps/${prep.id}/reset`)).status).toBe(404);
      expect((await stranger.post(`/api/preps/${prep.id}/feedback`, { likes: 'x' })).status).toBe(404);
      expect((await stranger.get('/api/preps')).body).toEqual([]);
      expect((await as(owner).get('/api/preps/not-a-uuid')).status).toBe(404);
    });

    it('saves an answer, replacing the one for the same section, question and round', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      const url = `/api/preps/${prep.id}/answers`;
      await as(user).put(url, { section: 'technical', questionId: 1, round: 0, answer: 'First try at this one.' });
      await as(user).put(url, { section: 'behavioral', questionId: 1, round: 3, answer: 'A behavioral answer.' });
      const replaced = await as(user).put(url, { section: 'technical', questionId: 1, round: 0, answer: 'Second, better try.' });
      expect(replaced.status).toBe(200);
      expect(replaced.body.user_answers).toEqual([
        { section: 'technical', questionId: 1, round: 0, question: prep.tech_interview[0]?.questions[1]?.question, answer: 'Second, better try.' },
        { section: 'behavioral', questionId: 1, round: 0, question: prep.behavioral_interview[1]?.question, answer: 'A behavioral answer.' },
      ]);
      expect(replaced.body.status).toBe('In Progress');
      const unknown = await as(user).put(url, { section: 'case', questionId: 99, answer: 'Nowhere.' });
      expect(unknown.status).toBe(400);
      const locked = await as(user).put(url, { section: 'technical', questionId: 0, round: 1, answer: 'Too early.' });
      expect([locked.status, locked.body.error.message]).toEqual([409, 'Complete previous rounds first.']);
    });

    it('scores a short answer 0 with "No substantial answer provided."', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      await as(user).put(`/api/preps/${prep.id}/answers`, { section: 'case', questionId: 0, answer: 'Too short' });
      const response = await as(user).post(`/api/preps/${prep.id}/answers/evaluate`, { section: 'case', questionId: 0 });
      expect(response.status).toBe(200);
      expect(response.body.user_answers[0].evaluation).toMatchObject({ score: 0, feedback: 'No substantial answer provided.' });
      expect(response.body.user_answers[0].evaluation.idealAnswer.length).toBeGreaterThan(50);
      expect(response.body.overall_score).toBe(0);
    });

    it('answers "Answer not found" when evaluating an answer never saved', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      const response = await as(user).post(`/api/preps/${prep.id}/answers/evaluate`, { section: 'behavioral', questionId: 2 });
      expect([response.status, response.body.error.message]).toEqual([404, 'Answer not found']);
    });

    it('walks a prep to Completed: rounds in order, then behavioral and case', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      const api = as(user);
      const submit = async (section: string, round = 0) => {
        const questions =
          section === 'technical'
            ? (prep.tech_interview[round]?.questions ?? [])
            : section === 'behavioral'
              ? prep.behavioral_interview
              : prep.case_task.questions;
        // One answered question is enough to submit a section.
        await api.put(`/api/preps/${prep.id}/answers`, { section, questionId: questions.length - 1, round, answer: GOOD_ANSWER });
        await api.post(`/api/preps/${prep.id}/answers/evaluate`, { section, questionId: questions.length - 1, round });
        return api.post(`/api/preps/${prep.id}/submit-section`, { section, round });
      };
      const early = await api.post(`/api/preps/${prep.id}/submit-section`, { section: 'technical', round: 0 });
      expect([early.status, early.body.error.code]).toEqual([409, 'section_not_ready']);
      const r0 = await submit('technical', 0);
      expect(r0.body.submitted_sections.technical).toEqual([0]);
      const skipped = await api.post(`/api/preps/${prep.id}/submit-section`, { section: 'technical', round: 2 });
      expect(skipped.status).toBe(409);
      await submit('technical', 1);
      await submit('behavioral');
      expect((await submit('technical', 2)).body.status).toBe('In Progress');
      const done = await submit('case');
      expect(done.body.status).toBe('Completed');
      expect(done.body.submitted_sections).toEqual({ technical: [0, 1, 2], behavioral: true, case: true });
      const scores = (done.body as PrepRecord).user_answers.map((a) => a.evaluation?.score ?? 0);
      expect(done.body.overall_score).toBe(scores.reduce((a, b) => a + b, 0));
      for (const score of scores) expect(score % 10).toBe(0);
      const resubmit = await api.put(`/api/preps/${prep.id}/answers`, { section: 'case', questionId: 0, answer: 'Changing it now.' });
      expect([resubmit.status, resubmit.body.error.code]).toEqual([409, 'section_submitted']);
      // Completed, so a new prep may start.
      await newPrep(user);
    });

    it('starts over: no answers, score 0, nothing submitted, In Progress', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      await as(user).put(`/api/preps/${prep.id}/answers`, { section: 'behavioral', questionId: 0, answer: GOOD_ANSWER });
      await as(user).post(`/api/preps/${prep.id}/answers/evaluate`, { section: 'behavioral', questionId: 0 });
      await as(user).post(`/api/preps/${prep.id}/submit-section`, { section: 'behavioral' });
      const reset = await as(user).post(`/api/preps/${prep.id}/reset`);
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({
        user_answers: [],
        overall_score: 0,
        status: 'In Progress',
        submitted_sections: { technical: [], behavioral: false, case: false },
      });
      expect(reset.body.tech_interview).toEqual(prep.tech_interview);
    });

    it('stores feedback on the report', async () => {
      const user = randomUUID();
      const prep = await newPrep(user);
      const response = await as(user).post(`/api/preps/${prep.id}/feedback`, {
        likes: 'The case study.',
        improvements: 'More rounds.',
        other_suggestions: '',
      });
      expect(response.status).toBe(201);
      const rows = await database.connection.db.select().from(personalizedPrepFeedback).where(eq(personalizedPrepFeedback.prepId, prep.id));
      expect(rows).toEqual([expect.objectContaining({ likes: 'The case study.', improvements: 'More rounds.', otherSuggestions: '' })]);
      const empty = await as(user).post(`/api/preps/${prep.id}/feedback`, { likes: ' ' });
      expect([empty.status, empty.body.error.message]).toEqual([400, 'likes: Please share at least one thought before sending.']);
    });

    it('uploads a CV privately and uses its text for the CV feedback', async () => {
      const user = randomUUID();
      const pdf = pdfWithText([
        'EDUCATION BSc Finance University of Bath. EXPERIENCE Summer Analyst at a boutique bank:',
        'built DCF models for 3 deals worth 120m; cut reporting time by 30%. SKILLS Excel PowerPoint Bloomberg.',
        'Led a team of 5 students in a valuation competition and won first prize among 40 teams across the country.',
      ]);
      const upload = await request(app).post('/api/preps/cv').set('Authorization', `Bearer ${user}`).attach('file', pdf, 'My CV (final).pdf');
      expect(upload.status).toBe(201);
      expect(upload.body.fileName).toBe('My_CV_final_.pdf');
      expect(upload.body.cvKey).toMatch(new RegExp(`^${user}/\\d+_My_CV_final_\\.pdf$`));
      const created = await as(user).post('/api/preps', { ...body, cvKey: upload.body.cvKey });
      expect(created.status).toBe(201);
      expect(created.body.cv_url).toBe(upload.body.cvKey);
      expect(created.body.cv_feedback).toContain('Sections found: Education, Experience and Skills.');
      // Someone else's CV key is refused.
      const stolen = await as(randomUUID()).post('/api/preps', { ...body, cvKey: upload.body.cvKey });
      expect(stolen.status).toBe(400);
    });

    it('refuses a CV that is not a PDF, DOC or DOCX, or over 5 MB', async () => {
      const user = randomUUID();
      const upload = (bytes: Buffer, name: string) => request(app).post('/api/preps/cv').set('Authorization', `Bearer ${user}`).attach('file', bytes, name);
      const exe = await upload(Buffer.from('MZ fake'), 'cv.exe');
      expect([exe.status, exe.body.error.message]).toEqual([415, 'Please upload a PDF or DOC/DOCX file only']);
      const disguised = await upload(Buffer.from('MZ not a pdf'), 'cv.pdf');
      expect(disguised.status).toBe(415);
      const large = await upload(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]), 'cv.pdf');
      expect([large.status, large.body.error.message]).toEqual([413, 'File size exceeds 5MB limit']);
    });
  });
}
