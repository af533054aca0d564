// The leaderboard call: one tab of one industry, optionally searched; computed by the gateway.
import { apiFetch, type LeaderboardScope, type LeaderboardTab } from '@bullpen/shared';

export interface LeaderboardRow {
  rank: number;
  name: string;
  university: string;
  xp: number;
  score: number;
  currentScore: number;
  improvement: number | null;
  isYou: boolean;
}

export interface LeaderboardView {
  tab: LeaderboardTab;
  industry: LeaderboardScope;
  industryLabel: string;
  query: string;
  entries: LeaderboardRow[];
}

export function fetchLeaderboard(params: { industry: LeaderboardScope; tab: LeaderboardTab; q: string }, signal?: AbortSignal) {
  const query = new URLSearchParams({ industry: params.industry, tab: params.tab, q: params.q });
  return apiFetch<LeaderboardView>(`/api/leaderboard?${query}`, { signal });
}
