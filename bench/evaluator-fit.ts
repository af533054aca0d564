// Fits the weights of the evaluator's score calibration (evaluator/content/score-calibration.json): a ridge
// regression of the grade on the evaluator's signals (evaluator/src/answers/calibration.ts), over the
// tuning sets of the validation folder and the bank's strong, medium and weak sample answers (their §5
// band's middle as the target). The weights give a quarter of the score within its level, and the level
// when no level trees are frozen. Checked by leave-one-question-out cross-validation on the tuning sets;
// the held-out sets are never read here.
//
// Run from the repository root:   npx tsx bench/evaluator-fit.ts            (prints the cross-validated grid)
//                                 npx tsx bench/evaluator-fit.ts --write    (also freezes the chosen fit)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Matrix, solve } from 'ml-matrix';
import { boundedScore, CALIBRATION, formatCalibration, type Calibration } from '@bullpen/evaluator';
import { levelForScore } from '@bullpen/shared/domain';
import { TUNING } from '../evaluator/src/validity/validity-report';
import { agreement, type Agreement } from '../evaluator/src/validity/validity-metrics';
import { bankRows, FEATURE_NAMES, fmt, MAX, tuningRows, type Row } from './evaluator-fit-data';

const tune: Row[] = tuningRows();
const bank: Row[] = bankRows();

/**
 * Weighted ridge regression with an unpenalised intercept, shrunk towards the rules' own score (weight 1
 * on `rules`, 0 on the rest) rather than towards zero: [intercept, ...weights].
 */
function fit(rows: Row[], lambda: number, bankWeight: number): number[] {
  const used = rows.filter((r) => r.features && (r.source === 'tune' || bankWeight > 0));
  const X = new Matrix(used.map((r) => [1, ...r.linear]));
  const w = used.map((r) => (r.source === 'bank' ? bankWeight : 1));
  const Xw = new Matrix(used.map((r, i) => [1, ...r.linear].map((v) => v * (w[i] ?? 1))));
  const A = Xw.transpose().mmul(X);
  for (let j = 1; j < A.rows; j++) A.set(j, j, A.get(j, j) + lambda);
  const b = Xw.transpose().mmul(Matrix.columnVector(used.map((r) => r.target)));
  b.set(1 + FEATURE_NAMES.indexOf('rules'), 0, b.get(1 + FEATURE_NAMES.indexOf('rules'), 0) + lambda);
  return solve(A, b).to1DArray();
}

function predict(beta: number[], r: Row): number {
  if (!r.features) return 0;
  return boundedScore(r.linear.reduce((sum, v, j) => sum + v * (beta[j + 1] ?? 0), beta[0] ?? 0), r);
}

/** Leave-one-question-out on the tuning sets: each question scored by a fit that never saw it. */
function crossValidate(lambda: number, bankWeight: number): Agreement & { maeError: number } {
  const questions = [...new Set(tune.map((r) => r.question))];
  const pairs = questions.flatMap((q) => {
    const beta = fit([...tune.filter((r) => r.question !== q), ...bank], lambda, bankWeight);
    return tune.filter((r) => r.question === q).map((r) => ({ grade: Math.round(r.target * MAX), score: predict(beta, r) }));
  });
  const errors = pairs.map((p) => Math.abs(p.score - p.grade));
  const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
  const sd = Math.sqrt(errors.reduce((a, e) => a + (e - mean) ** 2, 0) / Math.max(1, errors.length - 1));
  return { ...agreement(pairs), maeError: sd / Math.sqrt(errors.length) };
}

/** Share of the bank's samples the fit puts in their own §5 level (fitted on everything, as it would be frozen). */
function bankLevels(lambda: number, bankWeight: number): number {
  const beta = fit([...tune, ...bank], lambda, bankWeight);
  return bank.filter((r) => levelForScore(predict(beta, r)) === levelForScore(Math.round(r.target * MAX))).length / bank.length;
}
const rulesBank = bank.filter((r) => levelForScore(r.features ? Math.max(1, Math.round(MAX * (r.linear[0] ?? 0))) : 0) === levelForScore(Math.round(r.target * MAX))).length / bank.length;

const rulesOnly = agreement(tune.map((r) => ({ grade: Math.round(r.target * MAX), score: r.features ? Math.max(1, Math.round(MAX * (r.linear[0] ?? 0))) : 0 })));
console.log(`tune ${tune.length} answers, bank ${bank.length} samples, features: ${FEATURE_NAMES.join(', ')}`);
console.log(`rules alone (in-sample on tune):  ${fmt(rulesOnly)}; bank samples in their level ${(100 * rulesBank).toFixed(1)}%`);

const LAMBDAS = [1, 3, 10, 30];
// The bank's samples always count (they are the only labelled answers beyond the tuning sets), at a weight the cross-validation picks.
const BANK_WEIGHTS = [0.05, 0.1, 0.25, 0.5, 1];
type Candidate = { lambda: number; bankWeight: number; cv: Agreement & { maeError: number }; bank: number };
const candidates: Candidate[] = [];
let best: Candidate | null = null;
/**
 * Lower is better: error on the 0–50 scale plus the share of levels missed and the rank disagreement,
 * scaled alike, on the tuning sets; and the bank's samples kept in their own level as well as the rules keep them.
 */
const loss = (a: Agreement, bankShare: number) =>
  a.meanAbsoluteError / 5 + (1 - a.levelAccuracy) * 5 + (1 - (a.spearman ?? 0)) * 5 + Math.max(0, rulesBank - bankShare) * 20;
for (const lambda of LAMBDAS) {
  for (const bankWeight of BANK_WEIGHTS) {
    const cv = crossValidate(lambda, bankWeight);
    const bankShare = bankLevels(lambda, bankWeight);
    console.log(`λ ${String(lambda).padEnd(4)} bank weight ${String(bankWeight).padEnd(5)} leave-question-out: ${fmt(cv)}; bank ${(100 * bankShare).toFixed(1)}%`);
    candidates.push({ lambda, bankWeight, cv, bank: bankShare });
    if (!best || loss(cv, bankShare) < loss(best.cv, best.bank)) best = { lambda, bankWeight, cv, bank: bankShare };
  }
}
if (!best) throw new Error('no fit');
/**
 * The grid is flat near its best, so the lowest loss is partly noise. One-standard-error rule: among the
 * settings within a standard error of the best on both MAE and level accuracy, keep the simplest, the
 * most shrunk towards the rules and the most anchored on the bank's samples, the data the tuning sets
 * did not shape.
 */
const best0 = best;
const levelError = Math.sqrt((best0.cv.levelAccuracy * (1 - best0.cv.levelAccuracy)) / Math.max(1, best0.cv.count));
const withinError = candidates.filter(
  (c) => c.cv.meanAbsoluteError <= best0.cv.meanAbsoluteError + best0.cv.maeError && c.cv.levelAccuracy >= best0.cv.levelAccuracy - levelError && c.bank >= rulesBank,
);
best = withinError.sort((a, b) => b.lambda - a.lambda || b.bankWeight - a.bankWeight)[0] ?? best0;
console.log(`\nlowest loss: λ ${best0.lambda}, bank weight ${best0.bankWeight}: ${fmt(best0.cv)}; within one standard error (MAE ±${best0.cv.maeError.toFixed(2)}, level ±${(100 * levelError).toFixed(1)} points): ${withinError.length} settings`);
console.log(`\nchosen: λ ${best.lambda}, bank weight ${best.bankWeight}: ${fmt(best.cv)}; bank ${(100 * best.bank).toFixed(1)}%`);

if (process.argv.includes('--write')) {
  const beta = fit([...tune, ...bank], best.lambda, best.bankWeight);
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const calibration: Calibration = {
    intercept: round(beta[0] ?? 0),
    weights: Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, round(beta[j + 1] ?? 0)])),
    fitted: {
      by: 'npx tsx bench/evaluator-fit.ts --write',
      on: `the tuning sets of bench/evaluator-validation (${TUNING.join(', ')}: ${tune.length} answers) and the bank's sample answers (${bank.length}, weight ${best.bankWeight})`,
      ridge: best.lambda,
      chosen: 'the most shrunk and bank-anchored setting within one standard error of the lowest cross-validated loss',
      bankSamplesInTheirLevel: round(best.bank),
      leaveQuestionOutOnTuning: {
        spearman: round(best.cv.spearman ?? 0),
        levelAccuracy: round(best.cv.levelAccuracy),
        quadraticKappa: round(best.cv.quadraticKappa ?? 0),
        meanAbsoluteError: round(best.cv.meanAbsoluteError),
      },
    },
  };
  const file = join(__dirname, '../evaluator/content/score-calibration.json');
  // The trees are fitted on their own (bench/evaluator-fit-trees.ts) and kept.
  writeFileSync(file, formatCalibration({ ...calibration, placement: CALIBRATION.placement, levels: CALIBRATION.levels }));
  console.log(`written ${file}`);
}
