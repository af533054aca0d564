// The graded answers the score calibration is fitted on (bench/evaluator-fit.ts, bench/evaluator-fit-trees.ts):
// the tuning sets of the validation folder and the bank's strong, medium and weak sample answers, each with
// the evaluator's features and the rubric's bounds. The held-out sets are never read here.
import { answerFeatures, FEATURE_NAMES, featureVector, QUESTION_BANK, TREE_FEATURE_NAMES, type Features } from '@bullpen/evaluator';
import { MAX_SCORE, type EvaluationInput, type SampleAnswers } from '@bullpen/shared/domain';
import { hasValidationHalf, readValidationHalf, TUNING } from '../evaluator/src/validity/validity-report';
import type { Agreement } from '../evaluator/src/validity/validity-metrics';

export const MAX = MAX_SCORE;
/** Targets for the bank's samples: the middle of each §5 band, as 0–1 quality. */
const BAND_TARGET: Record<keyof SampleAnswers, number> = { strong: 42 / MAX, medium: 27 / MAX, weak: 10 / MAX };

export interface Row {
  /** The question the answer belongs to: cross-validation keeps a question's answers together. */
  question: string;
  source: 'tune' | 'bank';
  features: Features | null;
  /** The weights' features in FEATURE_NAMES order (empty for an answer scored without measuring). */
  linear: number[];
  /** The trees' features in TREE_FEATURE_NAMES order (empty likewise). */
  x: number[];
  floor: number;
  ceiling: number;
  /** The grade, 0–1. */
  target: number;
}

function row(question: string, source: Row['source'], input: EvaluationInput, target: number): Row {
  const f = answerFeatures(input);
  return { question, source, features: f?.features ?? null, linear: f ? featureVector(f.features) : [], x: f ? TREE_FEATURE_NAMES.map((name) => f.features[name]) : [], floor: f?.floor ?? 0, ceiling: f?.ceiling ?? 0, target };
}

export function tuningRows(): Row[] {
  return TUNING.filter((half) => hasValidationHalf(half)).flatMap((half) =>
    readValidationHalf(half).map((item) => row(item.id.replace(/-[a-z]+$/, ''), 'tune', item, item.grade / MAX)),
  );
}

export function bankRows(): Row[] {
  return QUESTION_BANK.filter((q) => q.sampleAnswers).flatMap((q) =>
    (Object.keys(BAND_TARGET) as Array<keyof SampleAnswers>).map((level) =>
      // A sample is never compared with itself: the bank's samples are scored without references.
      row(q.id, 'bank', { question: q.question, interviewType: q.interviewType, specialization: q.specialization, keyConcepts: q.keyConcepts, expectedFigures: q.expectedFigures, referenceAnswers: {}, answer: (q.sampleAnswers as SampleAnswers)[level] }, BAND_TARGET[level]),
    ),
  );
}

export const fmt = (a: Agreement) => `ρ ${a.spearman?.toFixed(3)}  level ${(100 * a.levelAccuracy).toFixed(1)}%  QWK ${a.quadraticKappa?.toFixed(3)}  MAE ${a.meanAbsoluteError.toFixed(2)}`;

export { FEATURE_NAMES, TREE_FEATURE_NAMES };
