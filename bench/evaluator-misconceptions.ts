// Checks misconception entries (evaluator/content/misconceptions.json, or candidate entries in another
// file) against the graded answers tuned on and the bank's sample answers: which wrong answers they catch,
// and every correct answer they would wrongly flag. The held-out sets are never read here.
//
//   npx tsx bench/evaluator-misconceptions.ts                      the bundled entries
//   npx tsx bench/evaluator-misconceptions.ts CANDIDATES.json      the bundled entries plus candidates
//   add --only-candidates to count the candidates alone, --part tune-3/part-2 to list one part's wrong answers
import { readFileSync } from 'node:fs';
import { evaluateAnswer, QUESTION_BANK, statedMisconceptions } from '@bullpen/evaluator';
import { compileMisconceptions, MISCONCEPTIONS, parseMisconceptions } from '../evaluator/src/answers/misconceptions';
import type { EvaluationInput, SampleAnswers } from '@bullpen/shared/domain';
import { hasValidationHalf, readValidationHalf, TUNING } from '../evaluator/src/validity/validity-report';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.json'));
const candidates = file ? parseMisconceptions(JSON.parse(readFileSync(file, 'utf8'))) : [];
const list = compileMisconceptions(args.includes('--only-candidates') ? candidates : [...MISCONCEPTIONS, ...candidates]);
const candidateIds = new Set(candidates.map((c) => c.id));
const part = args[args.indexOf('--part') + 1];

const WRONG_KINDS = new Set(['wrong-definition', 'wrong-cash-flow-or-rate', 'sign-error']);
/** Graded correct enough that flagging a wrong statement in it is a false alarm. */
const CORRECT_GRADE = 25;

const claimsOf = (input: EvaluationInput) => statedMisconceptions(input, list).found.map((m) => m.claim);
const singles = list.filter((m) => candidateIds.has(m.id) || !file).map((m) => ({ m, one: compileMisconceptions([m]) }));
const idsFiring = (input: EvaluationInput) => {
  const { sentences, topicText } = statedMisconceptions(input, list);
  return singles
    .filter(({ one }) => statedMisconceptions(input, one).found.length > 0)
    .map(({ m }) => m)
    .map((m) => ({ id: m.id, sentence: sentences.find((s) => m.patterns.every((p) => new RegExp(p).test(s))) ?? '', topicText }));
};

const items = TUNING.filter((h) => hasValidationHalf(h)).flatMap((h) => readValidationHalf(h));
const wrong = items.filter((i) => WRONG_KINDS.has(i.kind) && i.grade <= 15);
const caught = wrong.filter((i) => claimsOf(i).length > 0);
console.log(`wrong-fact answers graded ≤ 15 caught: ${caught.length} / ${wrong.length}`);

const alarms = items.filter((i) => i.grade >= CORRECT_GRADE).flatMap((i) => idsFiring(i).map((f) => ({ where: i.id, ...f })));
const bankAlarms = QUESTION_BANK.filter((q) => q.sampleAnswers).flatMap((q) =>
  (['strong', 'medium'] as Array<keyof SampleAnswers>).flatMap((level) =>
    idsFiring({ question: q.question, interviewType: q.interviewType, specialization: q.specialization, keyConcepts: q.keyConcepts, answer: (q.sampleAnswers as SampleAnswers)[level] }).map((f) => ({
      where: `${q.id} bank ${level}`,
      ...f,
    })),
  ),
);
console.log(`false alarms on answers graded ≥ ${CORRECT_GRADE}: ${alarms.length}; on the bank's strong and medium samples: ${bankAlarms.length}`);
for (const a of [...alarms, ...bankAlarms].slice(0, 40)) console.log(`  ${a.where}: ${a.id}\n      "${a.sentence}"`);

if (part) {
  const mine = items.filter((i) => i.file === part);
  for (const i of mine.filter((x) => WRONG_KINDS.has(x.kind))) {
    const found = claimsOf(i);
    const score = evaluateAnswer(i).score;
    console.log(`${found.length ? 'caught' : score <= i.grade + 6 ? 'scored low anyway' : 'MISSED'} ${i.id} (${i.kind}, grade ${i.grade}, score now ${score}): ${found.join('; ') || (i.reason ?? '')}`);
  }
}

