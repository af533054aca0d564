// What GET /api/leaderboard answers: one tab of one industry, optionally searched, computed by the
// gateway (gateway/src/leaderboard). Types only.
import type { LeaderboardScope, LeaderboardTab } from '../domain';

export interface LeaderboardRowView {
  rank: number;
  name: string;
  university: string;
  xp: number;
  /** Combined score, 0–100. */
  score: number;
  /** Latest answer, 0–100 (Most Improved). */
  currentScore: number;
  improvement: number | null;
  /** The row of the signed-in viewer. */
  isYou: boolean;
}

export interface LeaderboardView {
  tab: LeaderboardTab;
  industry: LeaderboardScope;
  industryLabel: string;
  query: string;
  entries: LeaderboardRowView[];
}
