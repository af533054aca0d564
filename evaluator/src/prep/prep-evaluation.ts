// Scoring one prep answer (§5, §7.8, §9): the no-answer rule, reading the AI's 'Score: n/5' reply,
// the built-in evaluator as fallback, and the ideal answer with its fallbacks (§2.11).
import {
  FALLBACK_IDEAL_ANSWERS,
  PREP_TEXT,
  type InterviewType,
  type PrepEvaluation,
  type PrepSection,
  type Question,
} from '@bullpen/shared/domain';
import { evaluateAnswer } from '../answers/evaluator';
import { findTerms, normaliseText } from './prep-keywords';

/** §9: an ideal answer shorter than this is asked for again; the text fallback must exceed the second. */
export const IDEAL_ANSWER_MIN_CHARS = 50;
export const IDEAL_ANSWER_TEXT_MIN_CHARS = 100;
/** §9: answers shorter than this score 0. */
export const MIN_ANSWER_CHARS = 10;
/** Ratings run 0–5; a score is the rating times 10. */
export const MAX_RATING = 5;

export const SECTION_INTERVIEW_TYPE: Record<PrepSection, InterviewType> = {
  technical: 'Technical',
  behavioral: 'Motivational',
  case: 'Case Study',
};

/** §5: empty, '-' or under 10 characters is no answer at all. */
export function isSubstantialAnswer(answer: string): boolean {
  const trimmed = answer.trim();
  return trimmed !== '-' && trimmed.length >= MIN_ANSWER_CHARS;
}

export function noAnswerEvaluation(section: PrepSection, idealAnswer = FALLBACK_IDEAL_ANSWERS[section]): PrepEvaluation {
  return {
    score: 0,
    feedback: PREP_TEXT.noSubstantialAnswer,
    suggestions: ['Write a full answer of a few sentences: state your main point first, then support it with a specific example.'],
    idealAnswer,
    source: 'local',
  };
}

/** A 0–5 rating as a 0–50 score. */
export function ratingToScore(rating: number): number {
  return Math.round(Math.min(MAX_RATING, Math.max(0, rating)) * 10);
}

export interface AiEvaluationText {
  rating: number;
  feedback: string;
  suggestion: string;
}

/** Reads 'Score: n/5', 'Feedback:' and 'Suggested Improvement:' from the AI's evaluation text. */
export function parseAiEvaluation(text: string): AiEvaluationText | null {
  const clean = text.replace(/\*\*/g, '');
  const score = clean.match(/Score:\s*(\d+(?:\.\d+)?)\s*\/\s*5\b/i);
  if (!score) return null;
  const rating = Number(score[1]);
  if (!Number.isFinite(rating) || rating > MAX_RATING) return null;
  const section = (label: string, next: string[]) => {
    const pattern = new RegExp(`${label}\\s*:\\s*([\\s\\S]*?)(?=\\n\\s*(?:${next.join('|')})\\s*:|$)`, 'i');
    return clean.match(pattern)?.[1]?.trim() ?? '';
  };
  return {
    rating,
    feedback: section('Feedback', ['Suggested Improvements?', 'Ideal Answer', 'Score']),
    suggestion: section('Suggested Improvements?', ['Ideal Answer', 'Score', 'Feedback']),
  };
}

/** The ideal answer to keep: the first candidate of the required length, else the section's template. */
export function chooseIdealAnswer(section: PrepSection, candidates: Array<{ text: string | null | undefined; min: number }>): string {
  for (const { text, min } of candidates) {
    const trimmed = text?.trim();
    if (trimmed && trimmed.length > min) return trimmed;
  }
  return FALLBACK_IDEAL_ANSWERS[section];
}

const QUESTION_WORDS = new Set(
  'tell time describe walk through explain how would you what why when where which who your yours about give example examples does did do have has had could should can the and for with that this from into are was were will our their them they its it you me us we a an of to in on at by or as be is'.split(' '),
);

/** Key concepts for a question outside the bank: its own content words, then the job's skills. */
export function deriveKeyConcepts(question: string, jobDescription: string): string[] {
  const own = [...new Set(normaliseText(question).trim().split(' '))].filter((w) => w.length >= 4 && !QUESTION_WORDS.has(w)).slice(0, 4);
  const job = findTerms(jobDescription, 'hard').slice(0, 2).map((t) => t.label);
  return [...new Set([...own, ...job])];
}

export interface LocalPrepEvaluationInput {
  section: PrepSection;
  question: string;
  answer: string;
  specialization: string;
  jobDescription: string;
  /** The bank entry the question came from, if any: its rubric and strong sample answer. */
  bankQuestion?: Question;
  /** The rubric a generated question carries. */
  keyConcepts?: string[];
}

/** The built-in evaluator on a prep answer: 0–50 rounded to a 0–5 rating × 10. */
export function evaluatePrepAnswerLocally(input: LocalPrepEvaluationInput): PrepEvaluation {
  const idealAnswer = chooseIdealAnswer(input.section, [
    { text: input.bankQuestion?.sampleAnswers?.strong, min: IDEAL_ANSWER_MIN_CHARS },
  ]);
  if (!isSubstantialAnswer(input.answer)) return noAnswerEvaluation(input.section, idealAnswer);
  const bank = input.bankQuestion;
  const result = evaluateAnswer({
    question: input.question,
    interviewType: bank?.interviewType ?? SECTION_INTERVIEW_TYPE[input.section],
    specialization: bank?.specialization ?? input.specialization,
    keyConcepts: bank?.keyConcepts ?? (input.keyConcepts?.length ? input.keyConcepts : deriveKeyConcepts(input.question, input.jobDescription)),
    expectedFigures: bank?.expectedFigures,
    referenceAnswers: bank?.sampleAnswers,
    answer: input.answer,
  });
  return {
    score: ratingToScore(Math.round(result.score / 10)),
    feedback: result.feedback,
    suggestions: result.suggestions,
    idealAnswer,
    source: 'local',
  };
}
