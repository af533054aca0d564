// The calibrated score: a linear combination of the evaluator's signals, with weights fitted offline on
// graded answers (the tuning half of bench/evaluator-validation and the bank's strong, medium and weak
// sample answers) by `npx tsx bench/evaluator-fit.ts`, and frozen as data in
// evaluator/content/score-calibration.json. Nothing is trained at run time: the same answer always
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

const calibrationSchema = z
  .object({
    intercept: z.number(),
    weights: z.record(z.string(), z.number()),
    /** How the weights were fitted and what they scored under cross-validation: a record, not read. */
    fitted: z.record(z.string(), z.unknown()).optional(),
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
