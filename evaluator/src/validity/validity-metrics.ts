// Agreement between the evaluator's scores and expert grades (issue 18): Spearman's ρ, level accuracy
// by the §5 bands, quadratic weighted kappa over the four levels, and mean absolute error.
import { levelForScore, type EvaluationLevel } from '@bullpen/shared/domain';
import { mean, sampleRankCorrelation } from 'simple-statistics';

/** The four §5 levels in order, for the kappa's distance between two levels. */
const LEVELS: EvaluationLevel[] = ['none', 'weak', 'medium', 'strong'];

export interface Agreement {
  count: number;
  /** Spearman rank correlation (ties take their mean rank); null below three pairs or without spread. */
  spearman: number | null;
  /** Share of answers whose score falls in the grade's §5 level, 0–1. */
  levelAccuracy: number;
  /** Cohen's kappa over the four levels, disagreements weighted by squared distance; null without spread. */
  quadraticKappa: number | null;
  /** Mean absolute difference between score and grade, on the 0–50 scale. */
  meanAbsoluteError: number;
}

export interface ScoredGrade {
  grade: number;
  score: number;
}

export function agreement(pairs: readonly ScoredGrade[]): Agreement {
  const grades = pairs.map((p) => p.grade);
  const scores = pairs.map((p) => p.score);
  const levelOf = (x: number) => LEVELS.indexOf(levelForScore(x));
  return {
    count: pairs.length,
    spearman: pairs.length >= 3 ? finiteOrNull(sampleRankCorrelation(grades, scores)) : null,
    levelAccuracy: pairs.length ? pairs.filter((p) => levelOf(p.grade) === levelOf(p.score)).length / pairs.length : 0,
    quadraticKappa: quadraticWeightedKappa(grades.map(levelOf), scores.map(levelOf), LEVELS.length),
    meanAbsoluteError: pairs.length ? mean(pairs.map((p) => Math.abs(p.score - p.grade))) : 0,
  };
}

/** Quadratic weighted kappa of two ratings in 0…categories-1: 1 is perfect agreement, 0 chance. */
export function quadraticWeightedKappa(a: readonly number[], b: readonly number[], categories: number): number | null {
  const n = a.length;
  if (!n || n !== b.length) return null;
  const observed = Array.from({ length: categories }, () => new Array<number>(categories).fill(0));
  const histA = new Array<number>(categories).fill(0);
  const histB = new Array<number>(categories).fill(0);
  a.forEach((x, i) => {
    const y = b[i] as number;
    (observed[x] as number[])[y]! += 1;
    histA[x]! += 1;
    histB[y]! += 1;
  });
  let disagreement = 0;
  let expected = 0;
  for (let i = 0; i < categories; i++) {
    for (let j = 0; j < categories; j++) {
      const weight = (i - j) ** 2 / (categories - 1) ** 2;
      disagreement += weight * (observed[i] as number[])[j]!;
      expected += (weight * histA[i]! * histB[j]!) / n;
    }
  }
  return expected === 0 ? null : 1 - disagreement / expected;
}

function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}
