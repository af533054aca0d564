// The challenge data itself (CONTENT.md "Tests check the bank itself"): every file in
// shared/content/challenges, read from disk, against the schema and the §3/§9 rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHALLENGES_PER_SPECIALIZATION } from './badges';
import { challengeSchema, parseChallenges, type Challenge } from './challenges';
import { SPECIALIZATION_IDS } from './specializations';

const DIR = join(__dirname, '../../content/challenges');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const raw = files.map((file) => ({ file, entries: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown[] }));
const challenges: Array<Challenge & { file: string }> = raw.flatMap(({ file, entries }) =>
  entries.flatMap((e) => {
    const parsed = challengeSchema.safeParse(e);
    return parsed.success ? [{ ...parsed.data, file }] : [];
  }),
);
const questions = challenges.flatMap((c) => c.levels.flatMap((l) => l.questions.map((q) => ({ challenge: c, level: l, q }))));

const HAND_WRITTEN = ['ib-valuation-mastery', 'ib-financial-modeling', 'pe-due-diligence', 'pe-value-creation', 'audit-internal-controls', 'audit-risk-assessment'];

describe('the challenge data', () => {
  it('has one file per specialization, every entry valid against the schema and the §9 rules', () => {
    expect(files).toEqual([...SPECIALIZATION_IDS].map((s) => `${s}.json`).sort());
    const invalid = raw.flatMap(({ file, entries }) =>
      entries.flatMap((e, i) => {
        const parsed = challengeSchema.safeParse(e);
        return parsed.success ? [] : parsed.error.issues.map((issue) => `${file} #${i}: ${issue.path.join('.')} ${issue.message}`);
      }),
    );
    expect(invalid).toEqual([]);
    expect(() => parseChallenges(raw.flatMap((r) => r.entries))).not.toThrow();
  });

  it('files every challenge under its specialization, with its id starting with the specialization', () => {
    const misfiled = challenges.filter((c) => c.file !== `${c.specialization}.json` || !c.id.startsWith(`${c.specialization}-`));
    expect(misfiled.map((c) => c.id)).toEqual([]);
  });

  it('has the hand-written challenges named in §3, and generated ones for Venture Capital, Consulting and Corporate Finance', () => {
    const handWritten = challenges.filter((c) => c.origin === 'hand-written').map((c) => c.id);
    expect(handWritten).toEqual(expect.arrayContaining(HAND_WRITTEN));
    for (const specialization of ['vc', 'consulting', 'cf']) {
      const own = challenges.filter((c) => c.specialization === specialization);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((c) => c.origin === 'generated' && c.levels.length === 5)).toBe(true);
    }
  });

  it(`offers ${CHALLENGES_PER_SPECIALIZATION} challenges per specialization, so games 1–6 reach three different ones`, () => {
    for (const specialization of SPECIALIZATION_IDS) {
      expect([specialization, challenges.filter((c) => c.specialization === specialization).length]).toEqual([specialization, CHALLENGES_PER_SPECIALIZATION]);
    }
  });

  it('has exactly one correct option in every multiple-choice question, and an explanation', () => {
    const wrong = questions.flatMap(({ q }) => {
      if (q.type !== 'multiple-choice') return [];
      const distinct = new Set(q.options.map((o) => o.trim().toLowerCase())).size === q.options.length;
      const oneCorrect = Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer < q.options.length;
      return distinct && oneCorrect && q.explanation.length >= 10 ? [] : [q.id];
    });
    expect(wrong).toEqual([]);
  });

  it('does not always put the correct option in the same place', () => {
    const positions = new Set(questions.flatMap(({ q }) => (q.type === 'multiple-choice' ? [q.correctAnswer] : [])));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('has unique question ids and no prompt asked twice', () => {
    const ids = questions.map(({ q }) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const prompts = questions.map(({ q }) => q.prompt.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim());
    expect(prompts.filter((p, i) => prompts.indexOf(p) !== i)).toEqual([]);
  });
});
