// Checks other wordings of key points (evaluator/content/concept-aliases.json, or candidates in another
// file): how far they raise the coverage the evaluator finds in the bank's strong, medium and weak sample
// answers, and in the graded answers tuned on. Good wordings raise strong answers' coverage and leave
// weak ones where they were. The held-out sets are never read here.
//
//   npx tsx bench/evaluator-aliases.ts CANDIDATES.json            summary for the candidates' questions
//   npx tsx bench/evaluator-aliases.ts CANDIDATES.json --verbose  and every question whose samples moved
import { readFileSync } from 'node:fs';
import { answerFeatures, isCommonWording, QUESTION_BANK } from '@bullpen/evaluator';
import type { EvaluationInput, SampleAnswers } from '@bullpen/shared/domain';
import { CONCEPT_ALIASES, parseConceptAliases } from '../evaluator/src/answers/concept-aliases';
import { hasValidationHalf, readValidationHalf, TUNING } from '../evaluator/src/validity/validity-report';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.json'));
if (!file) throw new Error('usage: npx tsx bench/evaluator-aliases.ts CANDIDATES.json [--verbose]');
const candidates = parseConceptAliases(JSON.parse(readFileSync(file, 'utf8')));
const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));
for (const [id, concepts] of Object.entries(candidates)) {
  const q = byId.get(id);
  if (!q) throw new Error(`${id} is not a bank question`);
  for (const phrase of Object.keys(concepts)) if (!q.keyConcepts.includes(phrase)) throw new Error(`${id}: "${phrase}" is not one of its key concepts`);
}

const coverage = (input: EvaluationInput) => answerFeatures(input)?.features.coverage ?? 0;
const LEVELS: Array<keyof SampleAnswers> = ['strong', 'medium', 'weak'];
const samples = Object.keys(candidates).flatMap((id) => {
  const q = byId.get(id);
  if (!q?.sampleAnswers) return [];
  return LEVELS.map((level) => ({ id, level, input: { question: q.question, interviewType: q.interviewType, specialization: q.specialization, keyConcepts: q.keyConcepts, expectedFigures: q.expectedFigures, referenceAnswers: {}, answer: (q.sampleAnswers as SampleAnswers)[level] } }));
});
const graded = TUNING.filter((h) => hasValidationHalf(h))
  .flatMap((h) => readValidationHalf(h))
  .filter((i) => candidates[i.id.replace(/-[a-z]+$/, '')]);

const before = [...samples.map((s) => coverage(s.input)), ...graded.map(coverage)];
const saved = { ...CONCEPT_ALIASES };
for (const [id, concepts] of Object.entries(candidates)) {
  // Candidates join a key point's bundled wordings; they do not replace them.
  const known = CONCEPT_ALIASES[id] ?? {};
  CONCEPT_ALIASES[id] = { ...known, ...Object.fromEntries(Object.entries(concepts).map(([phrase, wordings]) => [phrase, [...(known[phrase] ?? []), ...wordings]])) };
}
const after = [...samples.map((s) => coverage(s.input)), ...graded.map(coverage)];
Object.assign(CONCEPT_ALIASES, saved);

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
for (const level of LEVELS) {
  const idx = samples.map((s, i) => (s.level === level ? i : -1)).filter((i) => i >= 0);
  console.log(`bank ${level.padEnd(6)} samples (${idx.length}): mean coverage ${mean(idx.map((i) => before[i] ?? 0)).toFixed(3)} → ${mean(idx.map((i) => after[i] ?? 0)).toFixed(3)}`);
}
const weakJumps = samples.filter((s, i) => s.level === 'weak' && (after[i] ?? 0) - (before[i] ?? 0) > 0.2);
console.log(`weak samples whose coverage rose by more than 0.2: ${weakJumps.length}${weakJumps.length ? ` (${weakJumps.map((s) => s.id).join(', ')})` : ''}`);
// The wordings' test refuses a wording most answers hold ("number of", "increased by").
const bankSamples = QUESTION_BANK.flatMap((q) => (q.sampleAnswers ? [q.sampleAnswers.strong, q.sampleAnswers.medium, q.sampleAnswers.weak] : []));
const common = Object.entries(candidates).flatMap(([id, concepts]) => Object.values(concepts).flat().filter((w) => isCommonWording(w, bankSamples)).map((w) => `${id}: "${w}"`));
console.log(`wordings most answers hold, which the test refuses: ${common.length}${common.length ? ` (${common.join(', ')})` : ''}`);
if (graded.length) {
  const off = samples.length;
  const band = (lo: number, hi: number) => graded.map((g, i) => ({ g, i: off + i })).filter(({ g }) => g.grade >= lo && g.grade < hi);
  for (const [label, lo, hi] of [['graded ≥ 35', 35, 51], ['graded 20–34', 20, 35], ['graded < 20', 0, 20]] as const) {
    const rows = band(lo, hi);
    console.log(`tuned answers ${label} (${rows.length}): mean coverage ${mean(rows.map(({ i }) => before[i] ?? 0)).toFixed(3)} → ${mean(rows.map(({ i }) => after[i] ?? 0)).toFixed(3)}`);
  }
}
if (args.includes('--verbose')) {
  samples.forEach((s, i) => {
    const d = (after[i] ?? 0) - (before[i] ?? 0);
    if (Math.abs(d) > 0.001) console.log(`  ${s.id} ${s.level}: ${(before[i] ?? 0).toFixed(2)} → ${(after[i] ?? 0).toFixed(2)}`);
  });
}
