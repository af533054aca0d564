// Leaderboard maths (spec §2.6, §9): a user's combined score from their evaluated interview answers,
// their improvement, the order of both tabs, the industry filter and the search. Pure; the gateway
// computes every entry with these functions, and its SQL ORDER BY is tested against the comparators.
import { findSpecialization, SPECIALIZATIONS, type SpecializationId } from './specializations';

/** §9 weights of the three interview types that count; Gamification answers do not. */
export const LEADERBOARD_WEIGHTS = { Technical: 0.5, 'Case Study': 0.3, Motivational: 0.2 } as const;
export type LeaderboardType = keyof typeof LEADERBOARD_WEIGHTS;
export const LEADERBOARD_TYPES = Object.keys(LEADERBOARD_WEIGHTS) as LeaderboardType[];

/** §9: the leaderboard lists 10 people. */
export const LEADERBOARD_SIZE = 10;
/** Evaluation scores run 0–50; the leaderboard shows 0–100. */
export const EVALUATION_MAX = 50;

export const LEADERBOARD_TABS = ['top', 'improved'] as const;
export type LeaderboardTab = (typeof LEADERBOARD_TABS)[number];

/** 'all' or a specialization id: the responses an entry is computed from. */
export type LeaderboardScope = 'all' | SpecializationId;
export const ALL_INDUSTRIES = 'All Industries';

/** The 7 options of the industry dropdown. */
export const INDUSTRY_OPTIONS: ReadonlyArray<{ value: LeaderboardScope; label: string }> = [
  { value: 'all', label: ALL_INDUSTRIES },
  ...SPECIALIZATIONS.map((s) => ({ value: s.id, label: s.name })),
];

export const LEADERBOARD_MESSAGES = {
  noSearchResults: 'No results found. Try a different search term.',
  noIndustryData: (industry: string) => `No data available for ${industry}.`,
  noImprovement: 'No improvement data available...',
} as const;

/** Reads the `industry` parameter: 'all', empty, an id, a URL name or a name. Undefined when unknown. */
export function parseScope(input: string | null | undefined): LeaderboardScope | undefined {
  const value = (input ?? '').trim();
  if (!value || value.toLowerCase() === 'all' || value === ALL_INDUSTRIES) return 'all';
  return findSpecialization(value)?.id;
}

export const scopeLabel = (scope: LeaderboardScope) => INDUSTRY_OPTIONS.find((o) => o.value === scope)?.label ?? scope;

/**
 * One user's evaluated answers of one specialization and interview type, summed: what the gateway
 * keeps per user in `leaderboard_aggregates`, updated whenever an answer is evaluated.
 */
export interface ScoreAggregate {
  specialization: string;
  interviewType: string;
  responses: number;
  /** Sum of the evaluation scores (each 0–50). */
  scoreSum: number;
  firstScore: number;
  firstAt: Date;
  latestScore: number;
  latestAt: Date;
}

const isWeighted = (type: string): type is LeaderboardType => type in LEADERBOARD_WEIGHTS;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The aggregates a scope counts: weighted types only, one specialization unless 'all'. */
export function aggregatesInScope(aggregates: readonly ScoreAggregate[], scope: LeaderboardScope): ScoreAggregate[] {
  return aggregates.filter((a) => isWeighted(a.interviewType) && a.responses > 0 && (scope === 'all' || a.specialization === scope));
}

/** Average score (0–50) per weighted type over the aggregates given; types without answers are absent. */
export function averagesByType(aggregates: readonly ScoreAggregate[]): Partial<Record<LeaderboardType, number>> {
  const sums = new Map<LeaderboardType, { sum: number; n: number }>();
  for (const a of aggregates) {
    if (!isWeighted(a.interviewType) || a.responses <= 0) continue;
    const s = sums.get(a.interviewType) ?? { sum: 0, n: 0 };
    sums.set(a.interviewType, { sum: s.sum + a.scoreSum, n: s.n + a.responses });
  }
  return Object.fromEntries([...sums].map(([type, { sum, n }]) => [type, sum / n]));
}

/**
 * §9 combined score: 0.5·Technical + 0.3·Case Study + 0.2·Motivational over the per-type averages,
 * scaled from 0–50 to 0–100 and rounded to one decimal. A user who has answered only some types is
 * scored over those: the weights are renormalised to the types present (0.5·T + 0.2·M over 0.7),
 * so nobody is pulled down by a type they have not tried. Null without any weighted answer.
 */
export function combinedScore(averages: Partial<Record<LeaderboardType, number>>): number | null {
  let weighted = 0;
  let weights = 0;
  for (const type of LEADERBOARD_TYPES) {
    const average = averages[type];
    if (average === undefined) continue;
    weighted += LEADERBOARD_WEIGHTS[type] * average;
    weights += LEADERBOARD_WEIGHTS[type];
  }
  if (weights === 0) return null;
  return round1(((weighted / weights) / EVALUATION_MAX) * 100);
}

export interface Improvement {
  /** Evaluated answers counted (each one is an attempt). */
  attempts: number;
  firstScore: number;
  latestScore: number;
  /** (latest − first) / first × 100, one decimal; null with one attempt or a first score of 0. */
  percent: number | null;
}

/**
 * Most Improved: every evaluated answer of a weighted type is an attempt, in time order across all
 * types; improvement compares the latest attempt's score with the first's. Undefined without answers.
 */
export function improvementOf(aggregates: readonly ScoreAggregate[]): Improvement | undefined {
  if (!aggregates.length) return undefined;
  const first = aggregates.reduce((a, b) => (b.firstAt < a.firstAt ? b : a));
  const latest = aggregates.reduce((a, b) => (b.latestAt > a.latestAt ? b : a));
  const attempts = aggregates.reduce((n, a) => n + a.responses, 0);
  const percent = attempts < 2 || first.firstScore === 0 ? null : round1(((latest.latestScore - first.firstScore) / first.firstScore) * 100);
  return { attempts, firstScore: first.firstScore, latestScore: latest.latestScore, percent };
}

/** What both tabs sort and show for one user in one scope. */
export interface LeaderboardEntry {
  userId: string;
  name: string;
  university: string;
  xp: number;
  /** Combined score, 0–100. */
  score: number;
  /** Latest attempt on the 0–100 scale: the Most Improved tab's Current Score. */
  currentScore: number;
  improvement: number | null;
  attempts: number;
  /** When the user reached this standing: their latest evaluated answer in the scope. */
  reachedAt: Date;
}

export interface LeaderboardUser {
  userId: string;
  name: string | null;
  university: string | null;
  xp: number;
}

/** A user's entry in a scope, or null when they have no evaluated answer there. */
export function leaderboardEntry(user: LeaderboardUser, aggregates: readonly ScoreAggregate[], scope: LeaderboardScope): LeaderboardEntry | null {
  const inScope = aggregatesInScope(aggregates, scope);
  const score = combinedScore(averagesByType(inScope));
  const improvement = improvementOf(inScope);
  if (score === null || !improvement) return null;
  return {
    userId: user.userId,
    name: user.name?.trim() || 'Anonymous',
    university: user.university?.trim() ?? '',
    xp: user.xp,
    score,
    currentScore: improvement.latestScore * (100 / EVALUATION_MAX),
    improvement: improvement.percent,
    attempts: improvement.attempts,
    reachedAt: inScope.reduce((t, a) => (a.latestAt > t ? a.latestAt : t), new Date(0)),
  };
}

/** Every scope a user appears in: 'all' and each specialization they answered in. */
export function entriesForUser(user: LeaderboardUser, aggregates: readonly ScoreAggregate[]): Array<{ scope: LeaderboardScope; entry: LeaderboardEntry }> {
  const scopes: LeaderboardScope[] = ['all', ...SPECIALIZATIONS.map((s) => s.id)];
  return scopes.flatMap((scope) => {
    const entry = leaderboardEntry(user, aggregates, scope);
    return entry ? [{ scope, entry }] : [];
  });
}

const byTie = (a: LeaderboardEntry, b: LeaderboardEntry) =>
  b.xp - a.xp || a.reachedAt.getTime() - b.reachedAt.getTime() || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** Top Scorers: score desc, then XP desc, then who reached it first, then user id. */
export const compareTopScorers = (a: LeaderboardEntry, b: LeaderboardEntry) => b.score - a.score || byTie(a, b);

/** Most Improved: improvement desc, then current score desc, then the Top Scorers tie-break. */
export const compareMostImproved = (a: LeaderboardEntry, b: LeaderboardEntry) =>
  (b.improvement ?? -Infinity) - (a.improvement ?? -Infinity) || b.currentScore - a.currentScore || byTie(a, b);

/** Most Improved lists those who improved: two attempts or more, a first score above 0, a rise. */
export const isImproved = (entry: Pick<LeaderboardEntry, 'improvement'>) => entry.improvement !== null && entry.improvement > 0;

/** Case-insensitive substring of the name or the university; a blank search matches everyone. */
export function matchesSearch(entry: Pick<LeaderboardEntry, 'name' | 'university'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return entry.name.toLowerCase().includes(q) || entry.university.toLowerCase().includes(q);
}

export interface RankedEntry extends LeaderboardEntry {
  /** 1-based place in the tab before the search narrows it. */
  rank: number;
}

/**
 * The reference pipeline of one tab: order, rank, then search, then the top 10. Ranks are places in
 * the whole (industry-filtered) board, so a search shows people at their real rank.
 */
export function rankLeaderboard(entries: readonly LeaderboardEntry[], tab: LeaderboardTab, query = '', size = LEADERBOARD_SIZE): RankedEntry[] {
  const listed = tab === 'improved' ? entries.filter(isImproved) : [...entries];
  listed.sort(tab === 'improved' ? compareMostImproved : compareTopScorers);
  return listed
    .map((entry, i) => ({ ...entry, rank: i + 1 }))
    .filter((entry) => matchesSearch(entry, query))
    .slice(0, size);
}

/** Escapes a search for SQL LIKE so that %, _ and \ match themselves. */
export const likePattern = (query: string) => `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
