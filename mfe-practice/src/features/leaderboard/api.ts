// The leaderboard call: one tab of one industry, optionally searched; computed by the gateway.
import { apiFetch, type LeaderboardScope, type LeaderboardTab, type LeaderboardView } from '@bullpen/shared';

export type { LeaderboardRowView as LeaderboardRow, LeaderboardView } from '@bullpen/shared';

export function fetchLeaderboard(params: { industry: LeaderboardScope; tab: LeaderboardTab; q: string }, signal?: AbortSignal) {
  const query = new URLSearchParams({ industry: params.industry, tab: params.tab, q: params.q });
  return apiFetch<LeaderboardView>(`/api/leaderboard?${query}`, { signal });
}
