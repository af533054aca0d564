// The practice area's calls for spaced review: the cards due today, answering one, and the summary
// (due count and retention) the AI Hub and the analytics show.
import { apiFetch, type AwardCarrier, type DueCard, type ReviewResult as ReviewAnswer, type ReviewSummary } from '@bullpen/shared';

export type { DueCard, RetentionPoint, ReviewRating, ReviewSummary } from '@bullpen/shared';

export interface ReviewResult extends ReviewAnswer, AwardCarrier {
  progress?: { xp: number };
}

export const REVIEW_DUE_KEY = ['review', 'due'] as const;
export const REVIEW_SUMMARY_KEY = ['review', 'summary'] as const;

export const fetchDueCards = (signal?: AbortSignal) => apiFetch<{ cards: DueCard[] }>('/api/review/due', { signal });

export const fetchReviewSummary = (signal?: AbortSignal) => apiFetch<ReviewSummary>('/api/review/summary', { signal });

export const answerReviewCard = (cardId: string, answer: string) =>
  apiFetch<ReviewResult>(`/api/review/cards/${encodeURIComponent(cardId)}/answers`, { method: 'POST', body: { answer } });
