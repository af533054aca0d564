// Accuracy benchmark of the local evaluator (evaluator/src/answers/evaluator.ts): scores every sample
// answer in the bank and reports how often the strong, medium and weak samples land in their own
// level (target 90% each), overall, per specialization and per interview type, and the mean time per
// answer (target under 5 ms).
//
// Run from the repository root:   npx tsx bench/evaluator.bench.ts            (add --misses to list misclassified answers)
//
// Leave-one-out: the answer being scored is never among the reference answers; only the other two
// samples of its question are passed, as a real student's answer would be compared with all three.
import { evaluateAnswer, QUESTION_BANK } from '@bullpen/evaluator';
import type { EvaluationLevel, Question, SampleAnswers } from '@bullpen/shared/domain';

type Level = keyof SampleAnswers;
const LEVELS: Level[] = ['strong', 'medium', 'weak'];

interface Outcome {
  question: Question;
  expected: Level;
  got: EvaluationLevel;
  score: number;
}

function scoreSample(question: Question, expected: Level): Outcome {
  const samples = question.sampleAnswers as SampleAnswers;
  const others = Object.fromEntries(LEVELS.filter((l) => l !== expected).map((l) => [l, samples[l]]));
  const result = evaluateAnswer({
    question: question.question,
    interviewType: question.interviewType,
    specialization: question.specialization,
    keyConcepts: question.keyConcepts,
    expectedFigures: question.expectedFigures,
    referenceAnswers: others,
    answer: samples[expected],
  });
  return { question, expected, got: result.level, score: result.score };
}

function accuracyRow(label: string, outcomes: Outcome[]): string {
  const cells = LEVELS.map((level) => {
    const of = outcomes.filter((o) => o.expected === level);
    const hit = of.filter((o) => o.got === level).length;
    return `${level} ${of.length ? ((100 * hit) / of.length).toFixed(1).padStart(5) : '  n/a'}% (${hit}/${of.length})`;
  });
  return `${label.padEnd(14)} ${cells.join('   ')}`;
}

const withSamples = QUESTION_BANK.filter((q) => q.sampleAnswers);
// CPU time, so that other work on a shared machine does not count as the evaluator's.
const started = process.cpuUsage();
const outcomes = withSamples.flatMap((q) => LEVELS.map((level) => scoreSample(q, level)));
const used = process.cpuUsage(started);
const msPerAnswer = (used.user + used.system) / 1000 / outcomes.length;

console.log(`Scored ${outcomes.length} sample answers from ${withSamples.length} questions (leave-one-out references).\n`);
console.log(accuracyRow('overall', outcomes));
console.log('\nby specialization');
for (const s of [...new Set(withSamples.map((q) => q.specialization))]) {
  console.log(accuracyRow(s, outcomes.filter((o) => o.question.specialization === s)));
}
console.log('\nby interview type');
for (const t of [...new Set(withSamples.map((q) => q.interviewType))]) {
  console.log(accuracyRow(t, outcomes.filter((o) => o.question.interviewType === t)));
}
console.log(`\nmean CPU time per answer: ${msPerAnswer.toFixed(3)} ms`);

if (process.argv.includes('--misses')) {
  console.log('\nmisses');
  for (const o of outcomes.filter((x) => x.got !== x.expected)) {
    console.log(`${o.question.id.padEnd(20)} ${o.expected.padEnd(7)} -> ${o.got.padEnd(7)} ${o.score}`);
  }
}
