// GET /api/questions/stats: the size of the question bank, for the hero's figures.
import { apiFetch, type QuestionStats } from '@bullpen/shared';

export const fetchQuestionStats = (signal: AbortSignal) => apiFetch<QuestionStats>('/api/questions/stats', { signal });
