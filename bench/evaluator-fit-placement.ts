// Fits the placement of the evaluator's score calibration (evaluator/content/score-calibration.json): a line
// in the rules' own score, then gradient-boosted regression trees over the evaluator's signals, to the
// grade, on the tuning sets and the bank's sample answers (bench/evaluator-fit-data.ts). The trees place
// the score within the level the calibration's weights give. The settings are chosen by cross-validation
// over the tuning sets' questions (five folds, each question's answers all in one fold); the held-out sets
// are never read here.
//
// Run from the repository root:   npx tsx bench/evaluator-fit-placement.ts           (prints the cross-validated grid)
//                                 npx tsx bench/evaluator-fit-placement.ts --write   (also freezes the chosen trees)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALIBRATION, calibratedQuality, formatCalibration, placedQuality, placeScore, type FeatureName, type Placement, type TreeNode } from '@bullpen/evaluator';
import { levelForScore } from '@bullpen/shared/domain';
import { TUNING } from '../evaluator/src/validity/validity-report';
import { agreement, type Agreement } from '../evaluator/src/validity/validity-metrics';
import { bankRows, FEATURE_NAMES, fmt, MAX, toScore, tuningRows, type Row } from './evaluator-fit-data';

const FOLDS = 5;
const LEARNING_RATE = 0.05;

const tune = tuningRows().filter((r) => r.features);
const bank = bankRows().filter((r) => r.features);

interface Settings {
  depth: number;
  trees: number;
  minLeaf: number;
  bankWeight: number;
}

/**
 * One regression tree on the residuals: each split is the feature and threshold that most reduce the
 * weighted squared error, with at least `minLeaf` answers on either side.
 */
function growTree(rows: Row[], residual: Float64Array, weight: Float64Array, order: Int32Array[], members: Uint8Array, depth: number, minLeaf: number): TreeNode {
  let count = 0;
  let sumW = 0;
  let sumWR = 0;
  for (let i = 0; i < rows.length; i++) {
    if (!members[i]) continue;
    count++;
    sumW += weight[i] as number;
    sumWR += (weight[i] as number) * (residual[i] as number);
  }
  const leaf = Math.round(((LEARNING_RATE * sumWR) / sumW) * 1e6) / 1e6;
  if (depth === 0 || count < 2 * minLeaf) return leaf;
  let best: { gain: number; feature: number; threshold: number } | null = null;
  for (let j = 0; j < FEATURE_NAMES.length; j++) {
    let n = 0;
    let w = 0;
    let wr = 0;
    let previous = Number.NaN;
    for (const i of order[j] as Int32Array) {
      if (!members[i]) continue;
      const value = (rows[i] as Row).x[j] as number;
      // A split falls between two different values, with enough answers on both sides.
      if (n >= minLeaf && count - n >= minLeaf && value > previous) {
        const gain = (wr * wr) / w + ((sumWR - wr) * (sumWR - wr)) / (sumW - w);
        if (!best || gain > best.gain) best = { gain, feature: j, threshold: (previous + value) / 2 };
      }
      n++;
      w += weight[i] as number;
      wr += (weight[i] as number) * (residual[i] as number);
      previous = value;
    }
  }
  if (!best) return leaf;
  const { feature, threshold } = best;
  const left = new Uint8Array(rows.length);
  const right = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (!members[i]) continue;
    if (((rows[i] as Row).x[feature] as number) <= threshold) left[i] = 1;
    else right[i] = 1;
  }
  const grow = (side: Uint8Array) => growTree(rows, residual, weight, order, side, depth - 1, minLeaf);
  return [FEATURE_NAMES[feature] as FeatureName, threshold, grow(left), grow(right)];
}

function fit(rows: Row[], settings: Settings): Placement {
  const weight = Float64Array.from(rows, (r) => (r.source === 'bank' ? settings.bankWeight : 1));
  const order = FEATURE_NAMES.map((_, j) => Int32Array.from(rows.map((_, i) => i).sort((a, b) => ((rows[a] as Row).x[j] as number) - ((rows[b] as Row).x[j] as number))));
  // The line in the rules' score first (weighted least squares), then trees on what it leaves.
  const rules = FEATURE_NAMES.indexOf('rules');
  const totalWeight = weight.reduce((a, b) => a + b, 0);
  const mean = (of: (r: Row) => number) => rows.reduce((sum, r, i) => sum + (weight[i] as number) * of(r), 0) / totalWeight;
  const meanX = mean((r) => r.x[rules] as number);
  const meanY = mean((r) => r.target);
  const slope = mean((r) => ((r.x[rules] as number) - meanX) * (r.target - meanY)) / mean((r) => ((r.x[rules] as number) - meanX) ** 2);
  const line = { intercept: Math.round((meanY - slope * meanX) * 1e6) / 1e6, rules: Math.round(slope * 1e6) / 1e6 };
  const current = Float64Array.from(rows, (r) => line.intercept + line.rules * (r.x[rules] as number));
  const residual = new Float64Array(rows.length);
  const everyone = new Uint8Array(rows.length).fill(1);
  const trees: TreeNode[] = [];
  for (let t = 0; t < settings.trees; t++) {
    rows.forEach((r, i) => (residual[i] = r.target - (current[i] as number)));
    const tree = growTree(rows, residual, weight, order, everyone, settings.depth, settings.minLeaf);
    trees.push(tree);
    rows.forEach((r, i) => (current[i] = (current[i] as number) + leafOf(tree, r.x)));
  }
  return { line, trees };
}

function leafOf(node: TreeNode, x: number[]): number {
  let at = node;
  while (typeof at !== 'number') at = (x[FEATURE_NAMES.indexOf(at[0])] as number) <= at[1] ? at[2] : at[3];
  return at;
}

/** The evaluator's score under a placement: the trees' score placed within the level the frozen weights give. */
function predict(placement: Placement, r: Row): number {
  const features = r.features as NonNullable<Row['features']>;
  return placeScore(toScore(r, placedQuality(features, placement) ?? 0), toScore(r, calibratedQuality(features)));
}

/** A question's fold: fixed by its id, so that every run splits alike. */
function foldOf(question: string): number {
  let h = 2166136261;
  for (let i = 0; i < question.length; i++) h = Math.imul(h ^ question.charCodeAt(i), 16777619);
  return (h >>> 0) % FOLDS;
}

/** Cross-validation on the tuning sets: each question scored by trees that never saw it. */
function crossValidate(settings: Settings): Agreement {
  return agreement(
    Array.from({ length: FOLDS }, (_, fold) => {
      const placement = fit([...tune.filter((r) => foldOf(r.question) !== fold), ...bank], settings);
      return tune.filter((r) => foldOf(r.question) === fold).map((r) => ({ grade: Math.round(r.target * MAX), score: predict(placement, r) }));
    }).flat(),
  );
}

const bankShare = (score: (r: Row) => number) => bank.filter((r) => levelForScore(score(r)) === levelForScore(Math.round(r.target * MAX))).length / bank.length;
const leveled = (r: Row) => toScore(r, calibratedQuality(r.features as NonNullable<Row['features']>));
console.log(`tune ${tune.length} answers, bank ${bank.length} samples`);
console.log(`the weights alone: ${fmt(agreement(tune.map((r) => ({ grade: Math.round(r.target * MAX), score: leveled(r) }))))}`);

/** Lower is better: error on the 0–50 scale plus the rank disagreement, scaled alike (the levels are the weights'). */
const loss = (a: Agreement) => a.meanAbsoluteError / 5 + (1 - (a.spearman ?? 0)) * 5;

const GRID: Settings[] = [3, 4].flatMap((depth) => [0.5, 1].map((bankWeight) => ({ depth, trees: 200, minLeaf: 30, bankWeight })));
let best: { settings: Settings; cv: Agreement } | null = null;
for (const settings of GRID) {
  const cv = crossValidate(settings);
  console.log(`depth ${settings.depth}, ${settings.trees} trees, leaves of ${settings.minLeaf}+, bank weight ${settings.bankWeight}: cross-validated ${fmt(cv)}`);
  if (!best || loss(cv) < loss(best.cv)) best = { settings, cv };
}
if (!best) throw new Error('no fit');
const chosen = best;
const placement = fit([...tune, ...bank], chosen.settings);
console.log(`\nchosen: depth ${chosen.settings.depth}, bank weight ${chosen.settings.bankWeight}: ${fmt(chosen.cv)}; bank samples in their level ${(100 * bankShare((r) => predict(placement, r))).toFixed(1)}%`);

if (process.argv.includes('--write')) {
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const fitted = {
    by: 'npx tsx bench/evaluator-fit-placement.ts --write',
    on: `the tuning sets of bench/evaluator-validation (${TUNING.join(', ')}: ${tune.length} answers) and the bank's sample answers (${bank.length}, weight ${chosen.settings.bankWeight})`,
    trees: `${chosen.settings.trees} of depth ${chosen.settings.depth} or less, at least ${chosen.settings.minLeaf} answers a leaf, learning rate ${LEARNING_RATE}`,
    chosen: `the lowest loss of ${FOLDS}-fold cross-validation by question on the tuning sets`,
    crossValidatedOnTuning: { spearman: round(chosen.cv.spearman ?? 0), levelAccuracy: round(chosen.cv.levelAccuracy), quadraticKappa: round(chosen.cv.quadraticKappa ?? 0), meanAbsoluteError: round(chosen.cv.meanAbsoluteError) },
  };
  const file = join(__dirname, '../evaluator/content/score-calibration.json');
  writeFileSync(file, formatCalibration({ ...CALIBRATION, placement: { ...placement, fitted } }));
  console.log(`written ${file}`);
}
