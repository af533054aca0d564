// Scoring a challenge run (spec §2.7, §9) from the answers alone: multiple choice exactly, open
// answers with the local evaluator. Server code: the gateway re-scores every run it records.
import {
  OPEN_ANSWER_PASS_SCORE,
  type Challenge,
  type ChallengeAnswer,
  type ChallengeLevel,
  type ChallengeQuestion,
  type ChallengeScore,
  type QuestionResult,
} from '@bullpen/shared/domain';
import { evaluateAnswer } from '../answers/evaluator';

function scoreQuestion(question: ChallengeQuestion, answer: ChallengeAnswer | undefined, specialization: string): QuestionResult {
  if (question.type === 'multiple-choice') {
    const answered = answer?.choice !== undefined;
    return {
      questionId: question.id,
      type: question.type,
      answered,
      correct: answered && answer?.choice === question.correctAnswer,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
    };
  }
  const text = answer?.text?.trim() ?? '';
  if (!text) return { questionId: question.id, type: question.type, answered: false, correct: false, evaluationScore: 0, explanation: question.explanation };
  const evaluation = evaluateAnswer({
    question: question.prompt,
    // A scenario is judged like a case question, a reflection like a motivational one (STAR, learning).
    interviewType: question.type === 'scenario' ? 'Case Study' : 'Motivational',
    specialization,
    keyConcepts: question.keyConcepts,
    referenceAnswers: question.sampleAnswers,
    answer: text,
  });
  return {
    questionId: question.id,
    type: question.type,
    answered: true,
    correct: evaluation.score >= OPEN_ANSWER_PASS_SCORE,
    evaluationScore: evaluation.score,
    feedback: evaluation.feedback,
    explanation: question.explanation,
  };
}

/**
 * Scores a run of one level from the answers alone: multiple choice exactly, open answers with the
 * local evaluator (≥ 20/50 is correct). Unanswered questions (a run that timed out) are wrong.
 * Answers to questions not in the level are ignored; the first answer to a question counts.
 */
export function scoreChallengeRun(challenge: Pick<Challenge, 'specialization'>, level: ChallengeLevel, answers: readonly ChallengeAnswer[]): ChallengeScore {
  const byQuestion = new Map<string, ChallengeAnswer>();
  for (const answer of answers) if (!byQuestion.has(answer.questionId)) byQuestion.set(answer.questionId, answer);
  const results = level.questions.map((q) => scoreQuestion(q, byQuestion.get(q.id), challenge.specialization));
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  return { correct, total, score: total ? Math.round((correct / total) * 100) : 0, results };
}
