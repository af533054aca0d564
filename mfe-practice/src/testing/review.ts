// The gateway's spaced-review answers as the practice screens read them in tests.
import { http, HttpResponse } from 'msw';
import type { ReviewSummary } from '../api/review';

export const NO_REVIEW: ReviewSummary = { dueToday: 0, totalCards: 0, estimatedRetention: null, history: [] };

/** GET /api/review/summary; none due and no history unless a test says otherwise. */
export const reviewSummary = (summary: Partial<ReviewSummary> = {}) =>
  http.get('/api/review/summary', () => HttpResponse.json({ ...NO_REVIEW, ...summary }));
