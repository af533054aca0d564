// The calibrated score, fitted offline on graded answers (the tuning sets of bench/evaluator-validation and
// the bank's strong, medium and weak sample answers) and frozen as data in
// evaluator/content/score-calibration.json. Two parts: a linear combination of the evaluator's signals
// decides the level (`npx tsx bench/evaluator-fit.ts`), and gradient-boosted regression trees over the same
// signals place the score within that level (`npx tsx bench/evaluator-fit-placement.ts`): the trees rank
// and place answers better, the line keeps the levels of short precise answers and specific stories. Nothing is trained at run time: the same answer always
// gets the same score.
import { z } from 'zod';
import data from '../../content/score-calibration.json';

/** The signals the calibration weighs, each 0–1, in this order. */
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

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/**
 * One regression tree: a leaf's addition to the quality, or a split on a feature, the left branch where
 * the feature is at most the threshold, the right one above it.
 */
export type TreeNode = number | [FeatureName, number, TreeNode, TreeNode];

const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.union([z.number(), z.tuple([z.enum(FEATURE_NAMES), z.number(), treeNodeSchema, treeNodeSchema])]),
);

const placementSchema = z.object({
  /** Where the trees start: a line in the rules' own score, so that trees' steps never make a better answer by the rules tie a worse one. */
  line: z.object({ intercept: z.number(), rules: z.number() }),
  /** Each tree fitted to what the line and the trees before it left unexplained (the learning rate is in the leaves). */
  trees: z.array(treeNodeSchema).min(1),
  fitted: z.record(z.string(), z.unknown()).optional(),
});

export type Placement = z.infer<typeof placementSchema>;

const calibrationSchema = z
  .object({
    intercept: z.number(),
    weights: z.record(z.string(), z.number()),
    /** How the weights were fitted and what they scored under cross-validation: a record, not read. */
    fitted: z.record(z.string(), z.unknown()).optional(),
    /** The score within the level the weights give; without it, the weights' own score. */
    placement: placementSchema.optional(),
  })
  .refine((c) => FEATURE_NAMES.every((name) => name in c.weights), 'the calibration needs a weight for every feature');

export type Calibration = z.infer<typeof calibrationSchema>;

export function parseCalibration(value: unknown): Calibration {
  return calibrationSchema.parse(value);
}

export const CALIBRATION: Calibration = parseCalibration(data);

/** The features in FEATURE_NAMES order, as the fit reads them. */
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

/** The calibration as it is stored: indented, with one tree a line, so that a refit's diff shows which trees moved. */
export function formatCalibration(calibration: Calibration): string {
  const { placement, ...rest } = calibration;
  if (!placement) return `${JSON.stringify(rest, null, 2)}\n`;
  const { trees, ...placementRest } = placement;
  const text = JSON.stringify({ ...rest, placement: { ...placementRest, trees: ['TREES'] } }, null, 2);
  return `${text.replace('"TREES"', trees.map((tree) => JSON.stringify(tree)).join(',\n      '))}\n`;
}
