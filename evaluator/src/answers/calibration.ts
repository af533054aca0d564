// The calibrated score, fitted offline on graded answers (the tuning sets of bench/evaluator-validation and
// the bank's strong, medium and weak sample answers) and frozen as data in
// evaluator/content/score-calibration.json. A linear combination of the evaluator's signals
// (`npx tsx bench/evaluator-fit.ts`), and gradient-boosted trees over the same signals
// (`npx tsx bench/evaluator-fit-trees.ts`): two that give the odds of a medium and of a strong grade, which
// decide the level, and regression trees that place the score within it, with a share of the linear score. Nothing is trained at run time: the same answer always
// gets the same score.
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
  /** Where the trees start: a line in the rules' own score, so that trees' steps never make a better answer by the rules tie a worse one. */
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

/** 0–1 quality from the features under the placement's trees (the frozen ones by default), or null without them. */
export function placedQuality(f: Features, placement: Placement | undefined = CALIBRATION.placement): number | null {
  if (!placement) return null;
  let q = placement.line.intercept + placement.line.rules * f.rules;
  for (const tree of placement.trees) q += treeValue(tree, f);
  return Math.max(0, Math.min(1, q));
}

/** The chance, 0–1, that the grade reaches the level the odds are for. */
export function chanceOf(odds: LevelOdds, f: Features): number {
  let logOdds = odds.base;
  for (const tree of odds.trees) logOdds += treeValue(tree, f);
  return 1 / (1 + Math.exp(-logOdds));
}

/** The likeliest level of the grade under the level trees (the frozen ones by default), or null without them. */
export function likeliestLevel(f: Features, levels: LevelTrees | undefined = CALIBRATION.levels): 'weak' | 'medium' | 'strong' | null {
  if (!levels) return null;
  const medium = chanceOf(levels.medium, f);
  const strong = chanceOf(levels.strong, f);
  const weak = 1 - medium;
  if (strong >= medium - strong && strong >= weak) return 'strong';
  return medium - strong >= weak ? 'medium' : 'weak';
}

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
