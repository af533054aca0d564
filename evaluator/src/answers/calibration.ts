// The calibrated score, fitted offline on graded answers (the tuning sets of bench/evaluator-validation and
// the bank's strong, medium and weak sample answers) and frozen as data in
// evaluator/content/score-calibration.json: a linear combination of the evaluator's signals
// (`npx tsx bench/evaluator-fit.ts`) and gradient-boosted trees over them (`npx tsx bench/evaluator-fit-trees.ts`).
// Two sets of trees give the odds of a medium and of a strong grade, which decide the level; regression trees,
// with a share of the linear score, place the score within it. Nothing is trained at run time: the same
// answer always gets the same score.
import { levelForScore, MAX_SCORE, type EvaluationLevel } from '@bullpen/shared/domain';
import { z } from 'zod';
import data from '../../content/score-calibration.json';

/** The signals the calibration's weights weigh (and the trees read), each 0–1, in this order. */
export const FEATURE_NAMES = [
  'rules',
  'coverage',
  'depth',
  'development',
  'judgement',
  'structure',
  'figures',
  'detail',
  'generic',
  'padding',
  'length',
  'misconception',
  'hedged',
  'motivational',
  'caseStudy',
  'closeness',
] as const;

/** Further signals, 0–1, that only the trees read: a split on them needs no weight that suits every answer. */
export const TREE_ONLY_FEATURE_NAMES = [
  'centralError',
  'verdict',
  'keywordList',
  'offTopic',
  'anotherQuestion',
  'judged',
  'unbacked',
  'numbers',
  'contentShare',
  'conceptsMade',
  'figuresWrong',
  'storyParts',
  'behavioural',
  'concrete',
  'technical',
] as const;

/** Every signal the trees read, in this order. */
export const TREE_FEATURE_NAMES = [...FEATURE_NAMES, ...TREE_ONLY_FEATURE_NAMES] as const;

export type FeatureName = (typeof TREE_FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/**
 * One regression tree: a leaf's addition to the quality, or a split on a feature, the left branch where
 * the feature is at most the threshold, the right one above it.
 */
export type TreeNode = number | [FeatureName, number, TreeNode, TreeNode];

const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.union([z.number(), z.tuple([z.enum(TREE_FEATURE_NAMES), z.number(), treeNodeSchema, treeNodeSchema])]),
);

const placementSchema = z.object({
  /** Where the trees start: a line in the rules' own score. */
  line: z.object({ intercept: z.number(), rules: z.number() }),
  /** Each tree fitted to what the line and the trees before it left unexplained (the learning rate is in the leaves). */
  trees: z.array(treeNodeSchema).min(1),
  fitted: z.record(z.string(), z.unknown()).optional(),
});

export type Placement = z.infer<typeof placementSchema>;

/** Boosted trees for the log-odds that a grade reaches a level (the learning rate is in the leaves). */
const oddsSchema = z.object({ base: z.number(), trees: z.array(treeNodeSchema).min(1) });

const levelsSchema = z.object({
  /** The odds that the grade is medium or better (20 and above). */
  medium: oddsSchema,
  /** The odds that the grade is strong (35 and above). */
  strong: oddsSchema,
  fitted: z.record(z.string(), z.unknown()).optional(),
});

export type LevelOdds = z.infer<typeof oddsSchema>;
export type LevelTrees = z.infer<typeof levelsSchema>;

const calibrationSchema = z
  .object({
    intercept: z.number(),
    weights: z.record(z.string(), z.number()),
    /** How the weights were fitted and what they scored under cross-validation: a record, not read. */
    fitted: z.record(z.string(), z.unknown()).optional(),
    /** The score within its level; without it, the weights' own score. */
    placement: placementSchema.optional(),
    /** The level, as the likeliest of weak, medium and strong; without it, the level of the weights' score. */
    levels: levelsSchema.optional(),
  })
  .refine((c) => FEATURE_NAMES.every((name) => name in c.weights), 'the calibration needs a weight for every feature');

export type Calibration = z.infer<typeof calibrationSchema>;

export function parseCalibration(value: unknown): Calibration {
  return calibrationSchema.parse(value);
}

export const CALIBRATION: Calibration = parseCalibration(data);

/** The weights' features in FEATURE_NAMES order, as their fit reads them. */
export function featureVector(f: Features): number[] {
  return FEATURE_NAMES.map((name) => f[name]);
}

/** 0–1 quality from the features under a calibration (the frozen one by default). */
export function calibratedQuality(f: Features, calibration: Calibration = CALIBRATION): number {
  let q = calibration.intercept;
  for (const name of FEATURE_NAMES) q += (calibration.weights[name] ?? 0) * f[name];
  return Math.max(0, Math.min(1, q));
}

/** A tree's addition for these features. */
export function treeValue(node: TreeNode, f: Features): number {
  let at = node;
  while (typeof at !== 'number') at = f[at[0]] <= at[1] ? at[2] : at[3];
  return at;
}

/** `start` plus every tree's addition for these features. */
function sumOfTrees(start: number, trees: readonly TreeNode[], f: Features): number {
  let sum = start;
  for (const tree of trees) sum += treeValue(tree, f);
  return sum;
}

/** 0–1 quality from the features under the placement's trees, or null without them. */
export function placedQuality(f: Features, placement: Placement | undefined): number | null {
  if (!placement) return null;
  return Math.max(0, Math.min(1, sumOfTrees(placement.line.intercept + placement.line.rules * f.rules, placement.trees, f)));
}

/** The chance, 0–1, that the grade reaches the level the odds are for. */
export function chanceOf(odds: LevelOdds, f: Features): number {
  return 1 / (1 + Math.exp(-sumOfTrees(odds.base, odds.trees, f)));
}

/** The likeliest level of the grade under the level trees, or null without them. */
export function likeliestLevel(f: Features, levels: LevelTrees | undefined): 'weak' | 'medium' | 'strong' | null {
  if (!levels) return null;
  const medium = chanceOf(levels.medium, f);
  const strong = chanceOf(levels.strong, f);
  const weak = 1 - medium;
  if (strong >= medium - strong && strong >= weak) return 'strong';
  return medium - strong >= weak ? 'medium' : 'weak';
}

/** The rubric's floor and ceiling for an answer, as 0–1 quality. */
export interface Bounds {
  floor: number;
  ceiling: number;
}

/** A 0–1 quality as a score: within the rubric's bounds, 1–50. */
export function boundedScore(quality: number, bounds: Bounds): number {
  return Math.max(1, Math.min(MAX_SCORE, Math.round(MAX_SCORE * Math.min(bounds.ceiling, Math.max(bounds.floor, quality)))));
}

/**
 * The calibrated score: its level the likeliest under the level trees, raised or lowered to the rubric's
 * bounds; its place within that level from the regression trees with a share of the weights' score.
 * Without trees, the weights' score and its level.
 */
export function calibratedScore(f: Features, bounds: Bounds, calibration: Calibration = CALIBRATION): number {
  const leveled = boundedScore(calibratedQuality(f, calibration), bounds);
  const placed = placedQuality(f, calibration.placement);
  const level = likeliestLevel(f, calibration.levels) ?? levelForScore(leveled);
  const bounded = withinLevels(level, levelForScore(boundedScore(0, bounds)), levelForScore(boundedScore(1, bounds)));
  return placeScore(placed === null ? leveled : boundedScore(placed, bounds), leveled, bounded);
}

const LEVEL_ORDER: readonly EvaluationLevel[] = ['none', 'weak', 'medium', 'strong'];

/** `level`, raised to `lowest` or lowered to `highest` where it falls outside them. */
export function withinLevels(level: EvaluationLevel, lowest: EvaluationLevel, highest: EvaluationLevel): EvaluationLevel {
  const rank = Math.min(LEVEL_ORDER.indexOf(highest), Math.max(LEVEL_ORDER.indexOf(lowest), LEVEL_ORDER.indexOf(level)));
  return LEVEL_ORDER[rank] ?? level;
}

/** Each level's §5 band as its lowest and highest score, read off `levelForScore`. */
const BANDS = new Map<EvaluationLevel, { low: number; high: number }>();
for (let score = 0; score <= MAX_SCORE; score++) {
  const level = levelForScore(score);
  const band = BANDS.get(level);
  BANDS.set(level, { low: Math.min(band?.low ?? score, score), high: Math.max(band?.high ?? score, score) });
}

/**
 * The trees' score, with a share of the weights' own, in the §5 band of `level`: two answers the weights
 * tell apart (a complete answer and one a point short) do not tie on one step of a tree.
 */
export function placeScore(placed: number, leveled: number, level: EvaluationLevel): number {
  const band = BANDS.get(level) ?? { low: 0, high: MAX_SCORE };
  const score = Math.round(LEVELED_SHARE * leveled + (1 - LEVELED_SHARE) * placed);
  return Math.min(band.high, Math.max(band.low, score));
}

const LEVELED_SHARE = 0.25;

/** The calibration as it is stored: indented, with one tree a line, so that a refit's diff shows which trees moved. */
export function formatCalibration(calibration: Calibration): string {
  const forests: TreeNode[][] = [];
  // Each list of trees is stored as a marker first, replaced by its trees once the rest is indented.
  const text = JSON.stringify(calibration, (key, value: unknown) => (key === 'trees' && Array.isArray(value) ? `TREES ${forests.push(value as TreeNode[]) - 1}` : value), 2);
  return `${text.replace(/^( *)("trees": )"TREES (\d+)"/gm, (_, indent: string, label: string, index: string) => {
    const trees = forests[Number(index)] ?? [];
    return `${indent}${label}[\n${trees.map((tree) => `${indent}  ${JSON.stringify(tree)}`).join(',\n')}\n${indent}]`;
  })}\n`;
}
