// The local prep generator: tailored to the job, deterministic, and above the §9 minimums for any input.
import fc from 'fast-check';
import { QUESTION_BANK } from '../content/question-bank.data';
import { incompletePrepMessage, questionKey } from './prep-content';
import { detectSpecialization, difficultyWindow, generatePrep, type PrepGeneratorInput } from './prep-generator';
import { PREP_LEVELS, PREP_MINIMUMS, type PrepContent } from '@bullpen/shared/domain';

const ib: PrepGeneratorInput = {
  companyName: 'Goldman Sachs',
  position: 'Investment Banking Analyst',
  level: 'Analyst',
  jobDescription:
    'Join our M&A team: build financial models, DCF valuations and merger models, prepare pitch books, and run accretion/dilution analysis. Strong Excel and PowerPoint.',
  companyIdealProfile: 'A team player with attention to detail and resilience under pressure.',
};

const HOSTILE = [
  '<script>alert("x")</script>',
  "'; DROP TABLE personalized_prep_answers; --",
  '{{constructor.constructor("return process")()}}',
  '${process.env.AI_API_KEY}',
  '\u0000\u202e\u200b',
  '?'.repeat(50),
  '   ',
  '-',
  '🙂'.repeat(20),
];

function allQuestions(prep: PrepContent): string[] {
  return [
    ...prep.tech_interview.flatMap((r) => r.questions.map((q) => q.question)),
    ...prep.behavioral_interview.map((q) => q.question),
    ...prep.case_task.questions.map((q) => q.question),
  ];
}

function expectComplete(prep: PrepContent) {
  expect(incompletePrepMessage(prep)).toBeNull();
  expect(prep.tech_interview.length).toBeGreaterThanOrEqual(PREP_MINIMUMS.technicalRounds);
  for (const round of prep.tech_interview) {
    expect(round.roundName).toMatch(/^Round \d: \S/);
    expect(round.questions.length).toBeGreaterThanOrEqual(1);
  }
  expect(prep.behavioral_interview.length).toBeGreaterThanOrEqual(PREP_MINIMUMS.behavioralQuestions);
  expect(prep.case_task.scenario.length).toBeGreaterThan(0);
  expect(prep.case_task.idealStructure.length).toBeGreaterThan(0);
  expect(prep.case_task.strongExample.length).toBeGreaterThan(0);
  expect(prep.case_task.questions.length).toBeGreaterThanOrEqual(PREP_MINIMUMS.caseQuestions);
  expect(prep.cv_feedback.length).toBeGreaterThan(0);
  const technical = prep.tech_interview.flatMap((r) => r.questions.map((q) => questionKey(q.question)));
  expect(new Set(technical).size).toBe(technical.length);
  const behavioral = prep.behavioral_interview.map((q) => questionKey(q.question));
  expect(new Set(behavioral).size).toBe(behavioral.length);
  for (const question of allQuestions(prep)) expect(question).toMatch(/[.?!]$/);
}

describe('generatePrep', () => {
  it('composes three technical rounds, 15+ behavioral questions and a case for an IB analyst', () => {
    const prep = generatePrep(ib, QUESTION_BANK);
    expectComplete(prep);
    expect(prep.tech_interview.map((r) => r.roundName)).toEqual([
      'Round 1: Fundamentals',
      expect.stringMatching(/^Round 2: (Accretion\/dilution|Merger models|DCF)$/),
      'Round 3: Advanced Investment Banking',
    ]);
    for (const round of prep.tech_interview) {
      expect(round.questions.length).toBeGreaterThanOrEqual(4);
      expect(round.questions.length).toBeLessThanOrEqual(5);
    }
    expect(prep.case_task.scenario).toContain('Goldman Sachs');
    const behavioral = prep.behavioral_interview.map((q) => q.question);
    expect(behavioral.some((q) => q.includes('Goldman Sachs') && q.includes('Investment Banking Analyst'))).toBe(true);
    // Motivational questions of the bank come first, with their rubric.
    expect(prep.behavioral_interview[0]?.sourceId).toMatch(/^ib-mot-/);
  });

  it('draws technical questions from the bank within the level’s difficulty window', () => {
    const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));
    for (const level of PREP_LEVELS) {
      const prep = generatePrep({ ...ib, level }, QUESTION_BANK);
      const [lo, hi] = difficultyWindow(level);
      const fundamentals = prep.tech_interview[0]?.questions.map((q) => byId.get(q.sourceId ?? '')?.difficulty) ?? [];
      for (const d of fundamentals) expect(d).toBeLessThanOrEqual(Math.max(lo, 2));
      const advanced = prep.tech_interview[2]?.questions.flatMap((q) => byId.get(q.sourceId ?? '')?.difficulty ?? []) ?? [];
      expect(Math.max(...advanced)).toBeGreaterThanOrEqual(hi === 5 ? 5 : hi);
    }
  });

  it('writes CV feedback from the CV text when there is one, naming the job’s missing keywords', () => {
    const cvText = [
      'EDUCATION: BSc Economics, University of Leeds, First Class (2021–2024).',
      'EXPERIENCE: Summer Analyst, Boutique Advisory. Built a DCF valuation for a €50m sell-side mandate;',
      'cut the model refresh time by 40%; prepared 12 pitch books for mid-market clients.',
      'Equity research society: led a team of 6 analysts covering 25 listed companies.',
      'SKILLS: Excel, PowerPoint, Bloomberg. Languages: French.',
    ].join('\n');
    const feedback = generatePrep({ ...ib, cvText }, QUESTION_BANK).cv_feedback;
    expect(feedback.join(' ')).toMatch(/short \(\d+ words\)/);
    expect(feedback).toContain('Sections found: Education, Experience and Skills.');
    expect(feedback.some((line) => line.startsWith('Good: 4 of your points are quantified'))).toBe(true);
    expect(feedback.some((line) => line.startsWith('Keywords from the job description already in your CV:') && line.includes('DCF'))).toBe(true);
    expect(feedback.some((line) => line.startsWith('Keywords from the job description missing from your CV:') && line.includes('M&A'))).toBe(true);
  });

  it('gives general CV advice for the role without a readable CV', () => {
    const feedback = generatePrep(ib, QUESTION_BANK).cv_feedback;
    expect(feedback[0]).toContain('Investment Banking Analyst role at Goldman Sachs');
    const unreadable = generatePrep({ ...ib, cvText: '%PDF-1.7 garbage' }, QUESTION_BANK).cv_feedback;
    expect(unreadable[0]).toMatch(/^We could not read enough text from your CV/);
  });

  it('is deterministic: the same input gives the same prep', () => {
    expect(generatePrep(ib, QUESTION_BANK)).toEqual(generatePrep({ ...ib }, QUESTION_BANK));
  });

  it('meets the minimums for any input, hostile or empty-ish included', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 400 }),
      fc.constantFrom(...HOSTILE),
      fc.array(fc.constantFrom(...HOSTILE, 'DCF', 'buyout', 'audit', 'startup', 'consulting', 'treasury', ' ')).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(
        fc.record({
          companyName: text,
          position: text,
          level: fc.oneof(fc.constantFrom(...PREP_LEVELS), fc.string(), fc.constantFrom('toString', '__proto__', 'constructor', 'hasOwnProperty')),
          jobDescription: text,
          companyIdealProfile: text,
          cvText: fc.option(text),
        }),
        (input) => {
          const prep = generatePrep(input, QUESTION_BANK);
          expectComplete(prep);
          // Echoed names never break out of one line.
          expect(prep.case_task.scenario).not.toMatch(/[\n\r\p{Cc}]/u);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('copes with a 100,000-character job description', () => {
    const jobDescription = `${'<div onclick="x()">DROP TABLE users; '.repeat(2500)}`.slice(0, 100_000);
    const started = Date.now();
    const prep = generatePrep({ ...ib, jobDescription, cvText: 'x '.repeat(50_000) }, QUESTION_BANK);
    expectComplete(prep);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('still meets the minimums with an empty question bank', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PREP_LEVELS), (jobDescription, level) => {
        expectComplete(generatePrep({ ...ib, jobDescription, level }, []));
      }),
      { numRuns: 30 },
    );
  });

  it('leaves out a company question whose theme the bank already asks', () => {
    const prep = generatePrep({ ...ib, position: 'Audit Associate', jobDescription: 'External audit under IFRS.' }, QUESTION_BANK);
    const seeYourself = prep.behavioral_interview.filter((q) => /where do you see yourself/i.test(q.question));
    expect(seeYourself.length).toBeLessThanOrEqual(1);
  });
});

describe('detectSpecialization', () => {
  const detect = (position: string, jobDescription: string) => detectSpecialization({ position, jobDescription }, QUESTION_BANK);

  it('reads the specialization from the position and the job description', () => {
    expect(detect('Private Equity Associate', 'Evaluate buyouts and build LBO models.')).toBe('pe');
    expect(detect('Analyst', 'Source seed and Series A startups; meet founders; build cap tables.')).toBe('vc');
    expect(detect('Business Analyst', 'Join client engagements at a management consulting firm.')).toBe('consulting');
    expect(detect('FP&A Analyst', 'Own the budgeting and forecasting cycle and treasury reporting.')).toBe('cf');
    expect(detect('Audit Associate', 'External audit of listed clients under IFRS; internal controls testing.')).toBe('audit');
    expect(detect('Investment Banking Analyst', 'M&A advisory and pitch books.')).toBe('ib');
  });

  it('defaults to Investment Banking when nothing points elsewhere', () => {
    expect(detect('Graduate', 'A great opportunity in a dynamic team.')).toBe('ib');
    expect(detect('', '')).toBe('ib');
  });
});
