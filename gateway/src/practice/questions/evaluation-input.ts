// What the evaluators need of a question: its text, type and rubric, with the candidate's answer.
import type { EvaluationInput } from '@bullpen/shared/domain';
import type { QuestionRow } from './repo';

export function evaluationInput(question: QuestionRow, answer: string): EvaluationInput {
  return {
    question: question.question,
    interviewType: question.interviewType,
    specialization: question.specialization,
    keyConcepts: question.keyConcepts,
    expectedFigures: question.expectedFigures ?? undefined,
    referenceAnswers: question.sampleAnswers ?? undefined,
    answer,
  };
}
