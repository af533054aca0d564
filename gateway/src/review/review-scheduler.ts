// FSRS scheduling of review cards through ts-fsrs: a missed concept first comes back the next day, and
// each review's rating (from the local evaluator's reading of the answer) sets the next due date.
// Whole days only (no same-day learning steps) and no fuzz: one review a day, and the same answers
// always give the same schedule.
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, type RecordLogItem } from 'ts-fsrs';
import type { EvaluationResult } from '@bullpen/shared/domain';
import type { ReviewRating } from '@bullpen/shared/contracts';
import { endOfDay } from './clock';

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const satisfies readonly ReviewRating[];

const GRADE: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** A new card for a concept missed at `now`: first due at the start of the next day. */
export function newCard(now: Date): Card {
  return createEmptyCard(endOfDay(now));
}

/**
 * How well a review answer recalled its concept: again when the answer leaves it out or gets it wrong;
 * otherwise easy for a strong answer, good for a medium one, hard for a weak one. A concept that is a
 * principle rather than one of the question's key concepts counts as recalled when nothing contradicts it.
 */
export function ratingFor(concept: string, keyConcepts: readonly string[], result: EvaluationResult): ReviewRating {
  if (result.misconceptions.some((m) => m.contradicts === concept)) return 'again';
  const recalled = keyConcepts.includes(concept) ? result.covered.includes(concept) : result.level !== 'none';
  if (!recalled) return 'again';
  if (result.level === 'strong') return 'easy';
  return result.level === 'medium' ? 'good' : 'hard';
}

export function schedule(card: Card, now: Date, rating: ReviewRating): RecordLogItem {
  return scheduler.next(card, now, GRADE[rating]);
}

export function ratingNumber(rating: ReviewRating): Grade {
  return GRADE[rating];
}

export function ratingName(grade: number): ReviewRating {
  return REVIEW_RATINGS[grade - 1] ?? 'again';
}

/** The chance the concept is still recalled at `now` (FSRS's forgetting curve); 0 for a card never reviewed. */
export function retrievability(card: Card, now: Date): number {
  return card.reps === 0 ? 0 : scheduler.get_retrievability(card, now, false);
}
