// What the gateway answers about follow-up questions and spaced review (issue 20): read by the practice
// area, written by gateway/src/practice/follow-ups and gateway/src/review.
import type { EvaluationLevel } from '../domain/evaluation';
import type { InterviewType } from '../domain/specializations';

export type FollowUpKind = 'misconception' | 'missed-concept' | 'unquantified';

/** A follow-up question the interviewer asks after an answer. */
export interface FollowUp {
  /** 1 or 2. */
  round: number;
  kind: FollowUpKind;
  /** The key concept (or principle) it is about, in the rubric's words. */
  concept: string;
  prompt: string;
}

export interface AnsweredFollowUp extends FollowUp {
  answer: string;
  scoreBefore: number;
  scoreAfter: number;
  /** The answer made the point the follow-up asked about. */
  gapClosed: boolean;
}

/** A follow-up answered: the question's score before any follow-up and now, and what comes next. */
export interface FollowUpOutcome {
  scoreBefore: number;
  scoreAfter: number;
  followUps: AnsweredFollowUp[];
  /** The next follow-up, when there is one left to ask. */
  next?: FollowUp;
  /** XP added by this follow-up answer. */
  xpAwarded: number;
}

export interface PracticeSettings {
  /** The interviewer asks follow-up questions (on unless the student turned them off). */
  followUps: boolean;
}

export type ReviewRating = 'again' | 'hard' | 'good' | 'easy';

/** A review card due today, with the bank question that tests its concept. */
export interface DueCard {
  id: string;
  concept: string;
  due: string;
  reps: number;
  question: { id: string; question: string; specialization: string; interviewType: InterviewType };
}

export interface ReviewResult {
  /** Every card the answer reviewed: the one answered, and the other due cards its question tests. */
  reviewed: Array<{ id: string; concept: string; rating: ReviewRating }>;
  rating: ReviewRating;
  /** Whether the answer made the card's point (false for again). */
  recalled: boolean;
  evaluation: { score: number; level: EvaluationLevel; feedback: string; suggestions: string[] };
  nextDue: string;
  xpAwarded: number;
}

export interface RetentionPoint {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  reviews: number;
  /** Share of that day's reviews that recalled their concept (rated hard, good or easy), 0–100. */
  retention: number;
}

export interface ReviewSummary {
  dueToday: number;
  totalCards: number;
  /** FSRS's estimate of how many reviewed concepts are recalled today, 0–100; null before any review. */
  estimatedRetention: number | null;
  history: RetentionPoint[];
}
