// The evaluator measured against expert grades (issue 18): scores an independent validation set
// (bench/evaluator-validation: tune.json to improve the evaluator on, holdout.json to report on) the
// way `npm run evaluate` does, and prints agreement overall and per kind of answer.
//
//   npm run evaluate:validity            the held-out half, then the second held-out set when present
//   npm run evaluate:validity -- --tune  the tuning half (add --misses to list its worst-scored answers)
//   npm run evaluate:validity -- --tune-3  the third set, also tuned on (--tune-4 to --tune-20: the fourth to twentieth)
//   npm run evaluate:validity -- --reworded  any of the above with each question put otherwise and sent without figures
//   npm run evaluate:validity -- --other-rubrics  any of the above with questions and key points as another interviewer wrote them
//
// holdout-2.json is a second set written and graded later, on other questions, by a grader who never saw
// the scorer: nothing is tuned on it, so it shows whether the figures on the first held-out half hold.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { evaluationInputSchema } from '@bullpen/shared/domain';
import { evaluateInputs } from '../cli/evaluate';
import { agreement, type Agreement } from './validity-metrics';

export const VALIDATION_DIR = join(__dirname, '../../../bench/evaluator-validation');
/** The sets tuned on: the first set's tuning half and the third to thirteenth sets (folders of parts, one per grader). */
export const TUNING = ['tune', 'tune-3', 'tune-4', 'tune-5', 'tune-6', 'tune-7', 'tune-8', 'tune-9', 'tune-10', 'tune-11', 'tune-12', 'tune-13', 'tune-14', 'tune-15', 'tune-16', 'tune-17', 'tune-18', 'tune-19', 'tune-20'] as const;

/** The sets reported on: never tuned on. */
export const HELD_OUT = ['holdout', 'holdout-2', 'holdout-3', 'holdout-4'] as const;

/** A set is named once, in one of the lists above. */
export type ValidationHalf = (typeof TUNING)[number] | (typeof HELD_OUT)[number];

/** The goals; the report prints them beside the figures and never fails on them. */
export const TARGETS = { spearman: 0.85, levelAccuracy: 0.85, meanAbsoluteError: 5 } as const;

const gradedAnswerSchema = evaluationInputSchema.extend({
  id: z.string(),
  grade: z.number().int().min(0).max(50),
  kind: z.string(),
  /** One line: why that grade (kept for inspecting the tuning sets). */
  reason: z.string().optional(),
});
type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

export interface ScoredAnswer {
  id: string;
  kind: string;
  grade: number;
  score: number;
}

export interface ValidityReport {
  half: ValidationHalf;
  /** Questions put otherwise and sent without figures. */
  reworded?: boolean;
  /** Questions and key points as another interviewer wrote them. */
  otherRubrics?: boolean;
  overall: Agreement;
  byKind: Array<{ kind: string; agreement: Agreement }>;
  /** CPU time per answer, second pass. */
  msPerAnswer: number;
  answers: ScoredAnswer[];
}

/** Whether the set's file is in the folder (the second held-out set may not be). */
export function hasValidationHalf(half: ValidationHalf, dir = VALIDATION_DIR): boolean {
  return existsSync(join(dir, `${half}.json`)) || existsSync(join(dir, half));
}

/** A set's answers: its file, or every part in its folder, in file-name order. */
export function readValidationHalf(half: ValidationHalf, dir = VALIDATION_DIR): Array<GradedAnswer & { file: string }> {
  const folder = join(dir, half);
  const files =
    existsSync(folder) && statSync(folder).isDirectory()
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => join(folder, name))
      : [join(dir, `${half}.json`)];
  // Each answer keeps the file it came from ("tune-4/part-2"), so that one grader's part can be inspected.
  return files.flatMap((file) =>
    z
      .array(gradedAnswerSchema)
      .parse(JSON.parse(readFileSync(file, 'utf8')))
      .map((item) => ({ ...item, file: relative(dir, file).replace(/\.json$/, '') })),
  );
}

/**
 * Each question put otherwise ("In an interview: …") and sent without its figures, as a caller outside the
 * project may send a bank question: the scorer must still find the question's rubric.
 */
export function reworded<T extends { question: string; expectedFigures?: unknown }>(item: T): T {
  return { ...item, question: `In an interview: ${item.question}`, expectedFigures: undefined };
}

const otherRubricSchema = z.array(z.object({ original: z.string(), question: z.string(), keyConcepts: z.array(z.string()) }));

/**
 * The set's questions as another interviewer wrote them (other-rubrics/): the question and each key point
 * in their own words, as the bank never words them. Answers whose question has no such rubric are left out.
 */
export function withOtherRubrics<T extends { question: string; keyConcepts: string[] }>(items: readonly T[], half: ValidationHalf, dir = VALIDATION_DIR): T[] {
  const file = join(dir, 'other-rubrics', `${(HELD_OUT as readonly string[]).includes(half) ? 'holdout' : 'tune'}.json`);
  if (!existsSync(file)) throw new Error(`No other rubrics for the ${half} set: ${relative(dir, file)} is missing`);
  const rubrics = new Map(otherRubricSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).map((r) => [r.original, r]));
  return items.flatMap((item) => {
    const rubric = rubrics.get(item.question);
    return rubric && rubric.keyConcepts.length === item.keyConcepts.length ? [{ ...item, question: rubric.question, keyConcepts: rubric.keyConcepts }] : [];
  });
}

export interface ReportOptions {
  /** Questions put otherwise and sent without figures. */
  reworded?: boolean;
  /** Questions and key points as another interviewer wrote them. */
  otherRubrics?: boolean;
}

export function validityReport(half: ValidationHalf, dir = VALIDATION_DIR, options: ReportOptions = {}): ValidityReport {
  const read = readValidationHalf(half, dir);
  const rubrics = options.otherRubrics ? withOtherRubrics(read, half, dir) : read;
  const items = options.reworded ? rubrics.map(reworded) : rubrics;
  // Timed on a second pass, in CPU time: the first pass compiles the patterns, and a shared machine's
  // load would otherwise count as the evaluator's.
  evaluateInputs(items);
  const started = process.cpuUsage();
  const results = evaluateInputs(items);
  const { user, system } = process.cpuUsage(started);
  const msPerAnswer = (user + system) / 1000 / Math.max(1, items.length);
  const answers = items.map((item, i) => ({ id: item.id, kind: item.kind, grade: item.grade, score: results[i]?.score ?? 0 }));
  const kinds = [...new Set(answers.map((a) => a.kind))].sort();
  return {
    half,
    reworded: options.reworded,
    otherRubrics: options.otherRubrics,
    overall: agreement(answers),
    byKind: kinds.map((kind) => ({ kind, agreement: agreement(answers.filter((a) => a.kind === kind)) })),
    msPerAnswer,
    answers,
  };
}

const SET_NAMES: Record<ValidationHalf, string> = {
  tune: 'tuning half',
  'tune-3': 'third set (tuned on)',
  holdout: 'held-out half',
  'holdout-2': 'second held-out set',
  'holdout-3': 'third held-out set',
  'tune-4': 'fourth set (tuned on)',
  'tune-5': 'fifth set (tuned on)',
  'tune-6': 'sixth set (tuned on)',
  'tune-7': 'seventh set (tuned on)',
  'tune-8': 'eighth set (tuned on)',
  'tune-9': 'ninth set (tuned on)',
  'tune-10': 'tenth set (tuned on)',
  'tune-11': 'eleventh set (tuned on)',
  'tune-12': 'twelfth set (tuned on)',
  'tune-13': 'thirteenth set (tuned on)',
  'tune-14': 'fourteenth set (tuned on)',
  'tune-15': 'fifteenth set (tuned on)',
  'tune-16': 'sixteenth set (tuned on)',
  'tune-17': 'seventeenth set (tuned on)',
  'tune-18': 'eighteenth set (tuned on)',
  'tune-19': 'nineteenth set (tuned on)',
  'tune-20': 'twentieth set (tuned on)',
  'holdout-4': 'fourth held-out set (questions of the fourth set, other graders)',
};

const fixed = (x: number | null, digits: number) => (x === null ? 'n/a' : x.toFixed(digits));
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function row(label: string, a: Agreement): string {
  const cells = [String(a.count), fixed(a.spearman, 3), percent(a.levelAccuracy), fixed(a.quadraticKappa, 3), a.meanAbsoluteError.toFixed(2)];
  return `${label.padEnd(24)}${cells.map((c) => c.padStart(10)).join('')}`;
}

/** The report as printed: overall, per kind, time per answer and the targets. */
export function formatReport(report: ValidityReport): string {
  const { overall } = report;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  return [
    `Evaluator against expert grades: ${SET_NAMES[report.half]}${report.otherRubrics ? ', questions and key points as another interviewer wrote them' : ''}${report.reworded ? ', questions put otherwise and sent without figures' : ''}, ${overall.count} answers`,
    '',
    `${''.padEnd(24)}${['answers', 'ρ', 'level acc', 'QWK', 'MAE'].map((h) => h.padStart(10)).join('')}`,
    row('overall', overall),
    '',
    ...report.byKind.map(({ kind, agreement: a }) => row(kind, a)),
    '',
    `mean CPU time per answer: ${report.msPerAnswer.toFixed(3)} ms (target < 5 ms)`,
    `targets: ρ ≥ ${TARGETS.spearman} ${met((overall.spearman ?? 0) >= TARGETS.spearman)}, ` +
      `level accuracy ≥ ${percent(TARGETS.levelAccuracy)} ${met(overall.levelAccuracy >= TARGETS.levelAccuracy)}, ` +
      `MAE ≤ ${TARGETS.meanAbsoluteError} ${met(overall.meanAbsoluteError <= TARGETS.meanAbsoluteError)}`,
  ].join('\n');
}

/** The tuning half's answers furthest from their grade (never offered for the held-out half). */
function formatMisses(report: ValidityReport, count = 25): string {
  const worst = [...report.answers].sort((a, b) => Math.abs(b.score - b.grade) - Math.abs(a.score - a.grade)).slice(0, count);
  return ['', 'furthest from their grade', ...worst.map((a) => `${a.id.padEnd(28)} ${a.kind.padEnd(24)} grade ${String(a.grade).padStart(2)}  score ${String(a.score).padStart(2)}`)].join('\n');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const tuning = TUNING.find((half) => args.includes(`--${half}`)) ?? null;
  const options = { reworded: args.includes('--reworded'), otherRubrics: args.includes('--other-rubrics') };
  if (tuning) {
    const report = validityReport(tuning, VALIDATION_DIR, options);
    console.log(formatReport(report));
    if (args.includes('--misses')) console.log(formatMisses(report));
  } else {
    console.log(HELD_OUT.filter((half) => hasValidationHalf(half)).map((half) => formatReport(validityReport(half, VALIDATION_DIR, options))).join('\n\n'));
  }
}
