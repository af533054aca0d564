// Fits the trees of the evaluator's score calibration (evaluator/content/score-calibration.json), on the
// tuning sets and the bank's sample answers (bench/evaluator-fit-data.ts), from the evaluator's signals:
// - the level trees: boosted trees for the log-odds that the grade is medium or better and that it is
//   strong (logistic loss, Newton steps), whose likeliest level is the answer's;
// - the placement: a line in the rules' own score, then boosted regression trees to the grade, which place
//   the score within that level.
// Settings are chosen by cross-validation over the tuning sets' questions (five folds, each question's
// answers all in one fold); the held-out sets are never read here.
//
// Run from the repository root:   npx tsx bench/evaluator-fit-trees.ts           (prints the cross-validated grid)
//                                 npx tsx bench/evaluator-fit-trees.ts --write   (also freezes the chosen trees)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  boundedScore,
  CALIBRATION,
  calibratedQuality,
  calibratedScore,
  formatCalibration,
  treeValue,
  type FeatureName,
  type Features,
  type LevelOdds,
  type LevelTrees,
  type Placement,
  type TreeNode,
} from '@bullpen/evaluator';
import { levelForScore } from '@bullpen/shared/domain';
import { TUNING } from '../evaluator/src/validity/validity-report';
import { agreement, type Agreement } from '../evaluator/src/validity/validity-metrics';
import { bankRows, FEATURE_NAMES, fmt, MAX, TREE_FEATURE_NAMES, tuningRows, type Row } from './evaluator-fit-data';

const FOLDS = 5;

/** An answer the evaluator measured (one it scores 0 without measuring has no features). */
type Measured = Row & { features: Features };
const measured = (r: Row): r is Measured => r.features !== null;
const tune = tuningRows().filter(measured);
const bank = bankRows().filter(measured);

interface Boosting {
  /** The leading features of TREE_FEATURE_NAMES the trees read. */
  features: number;
  trees: number;
  depth: number;
  minLeaf: number;
  learningRate: number;
}

/**
 * The placement's settings, chosen by the same cross-validation over depths 3 and 4 and the samples' weights
 * 0.5 and 1. It reads the weights' features only: with the others too, very short answers a level apart
 * (a one-line story and a one-line reply) swapped places within the weak band.
 */
const PLACEMENT: Boosting = { features: FEATURE_NAMES.length, trees: 200, depth: 4, minLeaf: 30, learningRate: 0.05 };
const BANK_WEIGHT = 1;

/**
 * One tree on the gradient: each split is the feature and threshold with the largest gain (the squared
 * sum of weighted gradients over the sum of weighted curvatures, on each side), with at least `minLeaf`
 * answers on either side; a leaf is the Newton step, scaled by the learning rate.
 */
function growTree(rows: Row[], gradient: Float64Array, curvature: Float64Array, order: Int32Array[], members: Uint8Array, depth: number, b: Boosting): TreeNode {
  let count = 0;
  let sumG = 0;
  let sumH = 0;
  for (let i = 0; i < rows.length; i++) {
    if (!members[i]) continue;
    count++;
    sumG += gradient[i] as number;
    sumH += curvature[i] as number;
  }
  const leaf = Math.round(((b.learningRate * sumG) / Math.max(sumH, 1e-9)) * 1e6) / 1e6;
  if (depth === 0 || count < 2 * b.minLeaf) return leaf;
  let best: { gain: number; feature: number; threshold: number } | null = null;
  for (let j = 0; j < b.features; j++) {
    let n = 0;
    let g = 0;
    let h = 0;
    let previous = Number.NaN;
    for (const i of order[j] as Int32Array) {
      if (!members[i]) continue;
      const value = (rows[i] as Row).x[j] as number;
      // A split falls between two different values, with enough answers on both sides.
      if (n >= b.minLeaf && count - n >= b.minLeaf && value > previous) {
        const gain = (g * g) / Math.max(h, 1e-9) + ((sumG - g) * (sumG - g)) / Math.max(sumH - h, 1e-9);
        if (!best || gain > best.gain) best = { gain, feature: j, threshold: (previous + value) / 2 };
      }
      n++;
      g += gradient[i] as number;
      h += curvature[i] as number;
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
  const grow = (side: Uint8Array) => growTree(rows, gradient, curvature, order, side, depth - 1, b);
  return [TREE_FEATURE_NAMES[feature] as FeatureName, threshold, grow(left), grow(right)];
}

/**
 * Boosts trees from `start`: each step fits a tree to the gradient and curvature of the loss at the
 * current values (`step` gives both for one answer) and adds it.
 */
function boost(rows: Measured[], start: Float64Array, step: (r: Measured, value: number) => [number, number], b: Boosting): TreeNode[] {
  const weight = (r: Row) => (r.source === 'bank' ? BANK_WEIGHT : 1);
  const order = TREE_FEATURE_NAMES.slice(0, b.features).map((_, j) => Int32Array.from(rows.map((_, i) => i).sort((p, q) => ((rows[p] as Row).x[j] as number) - ((rows[q] as Row).x[j] as number))));
  const current = Float64Array.from(start);
  const gradient = new Float64Array(rows.length);
  const curvature = new Float64Array(rows.length);
  const everyone = new Uint8Array(rows.length).fill(1);
  const trees: TreeNode[] = [];
  for (let t = 0; t < b.trees; t++) {
    rows.forEach((r, i) => {
      const [g, h] = step(r, current[i] as number);
      gradient[i] = weight(r) * g;
      curvature[i] = weight(r) * h;
    });
    const tree = growTree(rows, gradient, curvature, order, everyone, b.depth, b);
    trees.push(tree);
    rows.forEach((r, i) => (current[i] = (current[i] as number) + treeValue(tree, r.features)));
  }
  return trees;
}

/** The placement: a line in the rules' score (weighted least squares), then regression trees on what it leaves. */
function fitPlacement(rows: Measured[]): Placement {
  const weights = rows.map((r) => (r.source === 'bank' ? BANK_WEIGHT : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const mean = (of: (r: Measured) => number) => rows.reduce((sum, r, i) => sum + (weights[i] as number) * of(r), 0) / total;
  const rules = (r: Measured) => r.features.rules;
  const meanX = mean(rules);
  const meanY = mean((r) => r.target);
  const slope = mean((r) => (rules(r) - meanX) * (r.target - meanY)) / mean((r) => (rules(r) - meanX) ** 2);
  const line = { intercept: Math.round((meanY - slope * meanX) * 1e6) / 1e6, rules: Math.round(slope * 1e6) / 1e6 };
  const start = Float64Array.from(rows, (r) => line.intercept + line.rules * rules(r));
  return { line, trees: boost(rows, start, (r, value) => [r.target - value, 1], PLACEMENT) };
}

/** The odds that the grade reaches `score` (logistic loss). */
function fitOdds(rows: Measured[], score: number, b: Boosting): LevelOdds {
  const reaches = (r: Row) => (Math.round(r.target * MAX) >= score ? 1 : 0);
  const share = Math.min(0.999, Math.max(0.001, rows.reduce((sum, r) => sum + reaches(r), 0) / rows.length));
  const base = Math.round(Math.log(share / (1 - share)) * 1e6) / 1e6;
  const trees = boost(rows, new Float64Array(rows.length).fill(base), (r, value) => {
    const p = 1 / (1 + Math.exp(-value));
    return [reaches(r) - p, p * (1 - p)];
  }, b);
  return { base, trees };
}

const fitLevels = (rows: Measured[], b: Boosting): LevelTrees => ({ medium: fitOdds(rows, 20, b), strong: fitOdds(rows, 35, b) });

/** The evaluator's score for an answer under these trees. */
const predict = (placement: Placement, levels: LevelTrees, r: Measured) => calibratedScore(r.features, r, { ...CALIBRATION, placement, levels });

/** A question's fold: fixed by its id, so that every run splits alike. */
function foldOf(question: string): number {
  let h = 2166136261;
  for (let i = 0; i < question.length; i++) h = Math.imul(h ^ question.charCodeAt(i), 16777619);
  return (h >>> 0) % FOLDS;
}

/** Cross-validation on the tuning sets: each question scored by trees that never saw it. */
function crossValidate(b: Boosting): Agreement {
  return agreement(
    Array.from({ length: FOLDS }, (_, fold) => {
      const rows = [...tune.filter((r) => foldOf(r.question) !== fold), ...bank];
      const placement = fitPlacement(rows);
      const levels = fitLevels(rows, b);
      return tune.filter((r) => foldOf(r.question) === fold).map((r) => ({ grade: Math.round(r.target * MAX), score: predict(placement, levels, r) }));
    }).flat(),
  );
}

const bankShare = (score: (r: Measured) => number) => bank.filter((r) => levelForScore(score(r)) === levelForScore(Math.round(r.target * MAX))).length / bank.length;
console.log(`tune ${tune.length} answers, bank ${bank.length} samples (weight ${BANK_WEIGHT})`);
console.log(`the weights alone: ${fmt(agreement(tune.map((r) => ({ grade: Math.round(r.target * MAX), score: boundedScore(calibratedQuality(r.features), r) }))))}`);

/** Lower is better: error on the 0–50 scale plus the share of levels missed and the rank disagreement, scaled alike. */
const loss = (a: Agreement) => a.meanAbsoluteError / 5 + (1 - a.levelAccuracy) * 5 + (1 - (a.spearman ?? 0)) * 5;

const GRID: Boosting[] = [2, 3].map((depth) => ({ features: TREE_FEATURE_NAMES.length, trees: 150, depth, minLeaf: 30, learningRate: 0.1 }));
let best: { b: Boosting; cv: Agreement } | null = null;
for (const b of GRID) {
  const cv = crossValidate(b);
  console.log(`level trees: ${b.trees} of depth ${b.depth}, leaves of ${b.minLeaf}+, learning rate ${b.learningRate}: cross-validated ${fmt(cv)}`);
  if (!best || loss(cv) < loss(best.cv)) best = { b, cv };
}
if (!best) throw new Error('no fit');
const chosen = best;
const all = [...tune, ...bank];
const placement = fitPlacement(all);
const levels = fitLevels(all, chosen.b);
console.log(`\nchosen: depth ${chosen.b.depth}: ${fmt(chosen.cv)}; bank samples in their level ${(100 * bankShare((r) => predict(placement, levels, r))).toFixed(1)}%`);

if (process.argv.includes('--write')) {
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const on = `the tuning sets of bench/evaluator-validation (${TUNING.join(', ')}: ${tune.length} answers) and the bank's sample answers (${bank.length}, weight ${BANK_WEIGHT})`;
  const described = (b: Boosting) => `${b.trees} of depth ${b.depth} or less over ${b.features} signals, at least ${b.minLeaf} answers a leaf, learning rate ${b.learningRate}`;
  const crossValidatedOnTuning = { spearman: round(chosen.cv.spearman ?? 0), levelAccuracy: round(chosen.cv.levelAccuracy), quadraticKappa: round(chosen.cv.quadraticKappa ?? 0), meanAbsoluteError: round(chosen.cv.meanAbsoluteError) };
  const by = 'npx tsx bench/evaluator-fit-trees.ts --write';
  const calibration = {
    ...CALIBRATION,
    placement: { ...placement, fitted: { by, on, trees: described(PLACEMENT) } },
    levels: { ...levels, fitted: { by, on, trees: described(chosen.b), chosen: `the lowest loss of ${FOLDS}-fold cross-validation by question on the tuning sets`, crossValidatedOnTuning } },
  };
  const file = join(__dirname, '../evaluator/content/score-calibration.json');
  writeFileSync(file, formatCalibration(calibration));
  console.log(`written ${file}`);
}
