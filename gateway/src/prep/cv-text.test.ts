// Reading a CV's text in a worker thread: real PDF and DOCX files are read; a damaged file gives no
// text; a file over the time or size budget is skipped; a hostile PDF keeps /healthz answering.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deflateRawSync } from 'node:zlib';
import request from 'supertest';
import { CV_MAX_BYTES } from '@bullpen/shared/domain';
import { createAccount, createTestGateway, SETUP_TIMEOUT_MS, type TestGateway } from '../auth/test-accounts';
import { VALID_PREP } from '../../test/hardening-world';
import { bracketBombPdf, docxWithParagraphs, pdfWithText, zip } from '../../test/cv-files';
import { testDrivers, type TestDatabase } from '../../test/support';
import { CV_READ_BUDGET, CV_SKIPPED_NOTICE, readCvText, type CvWorkerStarter } from './cv-text';

/** Inflates to twice the budget. */
const zipBombText = () => '<w:t>' + 'A'.repeat(2 * CV_READ_BUDGET.maxInflatedBytes) + '</w:t>';
const zipBomb = () => zip([{ name: 'word/document.xml', text: zipBombText() }]);

/** Starts the real reader `delayMs` late, as a cold disk or a busy machine would. */
const slowStart =
  (delayMs: number): CvWorkerStarter =>
  (job, budget) => {
    const source = JSON.stringify(path.join(__dirname, 'cv-text-worker.ts'));
    const code = `setTimeout(() => { require('tsx/cjs'); require(${source}); }, ${delayMs});`;
    return new Worker(code, { eval: true, workerData: job, resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb } });
  };

const CV_LINES = ['EDUCATION', 'BSc Economics, University of Leeds', 'Built a DCF for a $50m deal & cut costs by 40% (2024)'];

describe('readCvText', () => {
  it('reads the lines of a PDF', async () => {
    expect(await readCvText(pdfWithText(CV_LINES), 'cv.pdf')).toEqual({ text: CV_LINES.join('\n'), skipped: false });
  });

  it('reads the paragraphs of a DOCX', async () => {
    expect(await readCvText(docxWithParagraphs(CV_LINES), 'CV.DOCX')).toEqual({ text: CV_LINES.join('\n'), skipped: false });
  });

  it('gives no text for a DOC, a damaged file or a file that is not what its name says', async () => {
    const none = { text: null, skipped: false };
    expect(await readCvText(Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'cv.doc')).toEqual(none);
    expect(await readCvText(Buffer.from('PK\u0003\u0004 broken'), 'cv.docx')).toEqual(none);
    expect(await readCvText(Buffer.from('hello'), 'cv.pdf')).toEqual(none);
    expect(await readCvText(zip([{ name: 'other.xml', text: '<a/>' }]), 'cv.docx')).toEqual(none);
  });

  it('skips a file it cannot read within the time budget, and ends the reading', async () => {
    // The reading of this file takes far longer than 20 ms once the reader is ready.
    expect(await readCvText(bracketBombPdf(), 'cv.pdf', { ...CV_READ_BUDGET, timeoutMs: 20 })).toEqual({ text: null, skipped: true, reason: 'timeout' });
  });

  it('counts the time budget from when the reader is ready, so a slow start-up does not skip the file', async () => {
    const budget = { ...CV_READ_BUDGET, timeoutMs: 2000 };
    expect(await readCvText(pdfWithText(CV_LINES), 'cv.pdf', budget, slowStart(3000))).toEqual({ text: CV_LINES.join('\n'), skipped: false });
  });

  it('gives up on a reader that does not start within its own ceiling', async () => {
    const budget = { ...CV_READ_BUDGET, startupMs: 500 };
    expect(await readCvText(pdfWithText(CV_LINES), 'cv.pdf', budget, slowStart(3000))).toEqual({ text: null, skipped: true, reason: 'startup_timeout' });
  });

  it('skips a file over the size budget without reading it', async () => {
    expect(await readCvText(pdfWithText(CV_LINES), 'cv.pdf', { ...CV_READ_BUDGET, maxBytes: 100 })).toEqual({ text: null, skipped: true, reason: 'too_large' });
  });

  it('skips a ZIP bomb without inflating it all', async () => {
    expect(deflateRawSync(zipBombText()).length).toBeLessThan(CV_MAX_BYTES);
    expect(await readCvText(zipBomb(), 'cv.docx')).toEqual({ text: null, skipped: true, reason: 'over_budget' });
  });
});

describe('a CV read through the gateway', () => {
  let database: TestDatabase;
  let gateway: TestGateway;

  beforeAll(async () => {
    database = await testDrivers[0]!.open();
    gateway = await createTestGateway(database.connection);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await gateway?.dispose();
    await database?.dispose();
  });

  async function prepWithCv(email: string, cv: Buffer, name: string) {
    const account = await createAccount(gateway, email);
    const upload = await request(gateway.app).post('/api/preps/cv').set('Authorization', account.bearer).attach('file', cv, name);
    expect(upload.status).toBe(201);
    return request(gateway.app).post('/api/preps').set('Authorization', account.bearer).send({ ...VALID_PREP, level: 'Analyst', cvKey: upload.body.cvKey });
  }

  it(
    'keeps answering /healthz while a 200 KB PDF of repeated brackets is read',
    async () => {
      let made = false;
      const prep = prepWithCv('brackets@cv.test', bracketBombPdf(), 'brackets.pdf').then((response) => {
        made = true;
        return response;
      });
      // /healthz is asked again and again until the prep is made. Read on the main thread, this file
      // held every answer until the prep was made (one or two answers in all); read in a worker, the
      // gateway keeps answering throughout.
      let answers = 0;
      while (!made) {
        const health = await request(gateway.app).get('/healthz');
        expect(health.status).toBe(200);
        answers += 1;
      }
      expect(answers).toBeGreaterThan(10);
      expect((await prep).status).toBe(201);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'makes the prep without a CV it cannot read in budget, and says so first in the CV feedback',
    async () => {
      const created = await prepWithCv('bomb@cv.test', zipBomb(), 'cv.docx');
      expect(created.status).toBe(201);
      expect(created.body.cv_feedback[0]).toBe(CV_SKIPPED_NOTICE);
      expect(created.body.tech_interview.length).toBeGreaterThan(0);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'still reads a real PDF and DOCX for the CV feedback',
    async () => {
      const lines = [
        'EDUCATION: BSc Finance, University of Bath, first-class honours, 2022 to 2025.',
        'EXPERIENCE: Summer Analyst at a boutique bank: built DCF models for 3 deals worth 120m',
        'and cut reporting time by 30% with a new Excel template used by the whole team.',
        'Led a team of 5 students to first place in a valuation competition of 40 teams.',
        'SKILLS: Excel, PowerPoint, Bloomberg, Python; fluent in English and French.',
      ];
      for (const [name, file] of [['cv.pdf', pdfWithText(lines)], ['cv.docx', docxWithParagraphs(lines)]] as const) {
        const created = await prepWithCv(`reader.${name}@cv.test`, file, name);
        expect([name, created.status]).toEqual([name, 201]);
        expect(created.body.cv_feedback).toContain('Sections found: Education, Experience and Skills.');
        expect(created.body.cv_feedback).not.toContain(CV_SKIPPED_NOTICE);
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
