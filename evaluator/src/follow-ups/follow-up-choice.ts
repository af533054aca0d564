// Which follow-up questions an answer earns (issue 20): up to two, aimed at what the evaluator found
// wrong first (a misconception), then at key concepts left out (in rubric order), then at a claim made
// without a number where the question expects figures. Pure: the same answer always gets the same ones.
import type { EvaluationResult, ExpectedFigure, InterviewType } from '@bullpen/shared/domain';

export const MAX_FOLLOW_UPS = 2;

export const FOLLOW_UP_KINDS = ['misconception', 'missed-concept', 'unquantified'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** The gap a follow-up aims at. */
export interface FollowUpTarget {
  kind: FollowUpKind;
  /** The key concept (or principle) it asks about, in the rubric's words. */
  concept: string;
  /** For a misconception: what the answer claimed. */
  claim?: string;
}

/** What the choice needs of a bank question. */
export interface FollowUpQuestion {
  id: string;
  interviewType: InterviewType;
  keyConcepts: string[];
  expectedFigures?: ExpectedFigure[] | null;
}

const HAS_FIGURE = /\d/;

/** Every gap worth a follow-up, best first, leaving out concepts already asked about. */
export function followUpTargets(
  question: FollowUpQuestion,
  answer: string,
  result: Pick<EvaluationResult, 'missed' | 'misconceptions'>,
  alreadyAsked: readonly string[] = [],
): FollowUpTarget[] {
  const asked = new Set(alreadyAsked);
  const targets: FollowUpTarget[] = [];
  const add = (target: FollowUpTarget) => {
    if (asked.has(target.concept)) return;
    asked.add(target.concept);
    targets.push(target);
  };
  for (const m of result.misconceptions) add({ kind: 'misconception', concept: m.contradicts, claim: m.claim });
  const missed = new Set(result.missed);
  for (const concept of question.keyConcepts) if (missed.has(concept)) add({ kind: 'missed-concept', concept });
  const figures = question.expectedFigures ?? [];
  if (figures.length > 0 && !HAS_FIGURE.test(answer)) add({ kind: 'unquantified', concept: figures[0]!.label });
  return targets;
}

/** Whether a follow-up answer closed its gap, judged on the evaluation of everything said so far. */
export function gapClosed(target: FollowUpTarget, followUpAnswer: string, combined: Pick<EvaluationResult, 'covered' | 'misconceptions'>): boolean {
  switch (target.kind) {
    case 'misconception':
      return !combined.misconceptions.some((m) => m.contradicts === target.concept);
    case 'missed-concept':
      return combined.covered.includes(target.concept);
    case 'unquantified':
      return HAS_FIGURE.test(followUpAnswer);
  }
}

/** The answer the evaluator scores once follow-ups were answered: the first answer, then each follow-up answer. */
export function combinedAnswer(answer: string, followUpAnswers: readonly string[]): string {
  return [answer, ...followUpAnswers].join('\n\n');
}
