// The bank itself (CONTENT.md "Tests check the bank itself"): every file present in
// evaluator/content/questions, read from disk so a file not yet imported is still checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERVIEW_TYPES, questionSchema, SPECIALIZATION_IDS, type Question } from '@bullpen/shared/domain';
import { statedFigures } from '../answers/evaluator';

const DIR = join(__dirname, '../../content/questions');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const raw = files.map((file) => ({ file, entries: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown[] }));
const questions: Array<Question & { file: string }> = raw.flatMap(({ file, entries }) =>
  entries.flatMap((e) => {
    const parsed = questionSchema.safeParse(e);
    return parsed.success ? [{ ...parsed.data, file }] : [];
  }),
);
const TYPE_CODES: Record<string, string> = { tech: 'Technical', mot: 'Motivational', case: 'Case Study', game: 'Gamification' };
const allFilesPresent = SPECIALIZATION_IDS.every((s) => files.includes(`${s}.json`));

/** Values seen more than once, with the ids that share them. */
function duplicates(key: (q: Question) => string): string[] {
  const seen = new Map<string, string[]>();
  for (const q of questions) seen.set(key(q), [...(seen.get(key(q)) ?? []), q.id]);
  return [...seen.values()].filter((ids) => ids.length > 1).map((ids) => ids.join(' = '));
}

describe('the question bank', () => {
  it('has one file per specialization, named after its id', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(SPECIALIZATION_IDS).toContain(file.replace(/\.json$/, ''));
  });

  it('has every entry valid against the schema', () => {
    const invalid = raw.flatMap(({ file, entries }) =>
      entries.flatMap((e, i) => {
        const parsed = questionSchema.safeParse(e);
        if (parsed.success) return [];
        const issue = parsed.error.issues[0];
        return [`${file} ${(e as { id?: string }).id ?? `#${i}`}: ${issue?.path.join('.')}: ${issue?.message}`];
      }),
    );
    expect(invalid).toEqual([]);
  });

  it('files every entry under its specialization, with an id naming its specialization and type', () => {
    const misfiled = questions.filter((q) => {
      const [specialization, code] = q.id.split('-');
      return q.file !== `${q.specialization}.json` || specialization !== q.specialization || TYPE_CODES[code ?? ''] !== q.interviewType;
    });
    expect(misfiled.map((q) => `${q.file} ${q.id}`)).toEqual([]);
  });

  it('has unique ids', () => {
    expect(duplicates((q) => q.id)).toEqual([]);
  });

  it('never asks the same question twice', () => {
    expect(duplicates((q) => q.question.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim())).toEqual([]);
  });

  it('has at least 10 questions with sample answers per interview type in each specialization present', () => {
    const short: string[] = [];
    for (const specialization of new Set(questions.map((q) => q.specialization))) {
      for (const type of INTERVIEW_TYPES) {
        const n = questions.filter((q) => q.specialization === specialization && q.interviewType === type && q.sampleAnswers).length;
        if (n < 10) short.push(`${specialization} ${type}: ${n}`);
      }
    }
    expect(short).toEqual([]);
  });

  (allFilesPresent ? it : it.skip)('holds at least 500 questions once all six specializations are written', () => {
    expect(questions.length).toBeGreaterThanOrEqual(500);
  });

  it('has sane expected figures: a tolerance smaller than the value', () => {
    const insane = questions.flatMap((q) =>
      (q.expectedFigures ?? [])
        .filter((f) => (f.value === 0 ? f.tolerance > 1 : f.tolerance >= Math.abs(f.value)))
        .map((f) => `${q.id} ${f.label}`),
    );
    expect(insane).toEqual([]);
  });

  it('states every expected figure in the strong sample answer (the figures are recomputed there)', () => {
    const unstated = questions.flatMap((q) => {
      if (!q.sampleAnswers || !q.expectedFigures) return [];
      const stated = statedFigures(q.sampleAnswers.strong, q.expectedFigures);
      return q.expectedFigures.filter((f) => !stated.includes(f)).map((f) => `${q.id} ${f.label} = ${f.value}`);
    });
    expect(unstated).toEqual([]);
  });

  it('is loaded whole by QUESTION_BANK: every file present is imported and validated', async () => {
    const { QUESTION_BANK, QUESTION_FILES, questionBankStats } = await import('./question-bank.data');
    expect(Object.keys(QUESTION_FILES).map((s) => `${s}.json`).sort()).toEqual(files);
    expect(QUESTION_BANK).toHaveLength(questions.length);
    expect(questionBankStats().total).toBe(questions.length);
  });
});
