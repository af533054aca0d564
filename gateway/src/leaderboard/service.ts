// Rules of the leaderboard, free of HTTP: entries computed with the shared domain, queue drained
// before each read, the tab read in index order.
import {
  entriesForUser,
  scopeLabel,
  type LeaderboardScope,
  type LeaderboardTab,
  type ScoreAggregate,
} from '@bullpen/shared/domain';
import type { LeaderboardView } from '@bullpen/shared/contracts';
import type { EntryRow, LeaderboardRepo, UserFacts } from './repo';

export interface LeaderboardService {
  read(params: { scope: LeaderboardScope; tab: LeaderboardTab; query: string; viewerId?: string }): Promise<LeaderboardView>;
  /** Drains the dirty queue (bounded per call unless `all`); returns how many users were recomputed. */
  refresh(options?: { all?: boolean; batch?: number }): Promise<number>;
  aggregatesOf(userId: string): Promise<ScoreAggregate[]>;
  rebuild(userIds: string[] | null): Promise<void>;
}

/** A read recomputes at most this many users; more wait for the next reads. */
const READ_BATCH = 500;
const READ_BATCHES = 4;

/** A user's entries for every scope, as rows; none unless they have an evaluated answer. */
export function entryRows(user: UserFacts, aggregates: readonly ScoreAggregate[]): EntryRow[] {
  return entriesForUser({ userId: user.userId, name: user.fullName, university: user.affiliation, xp: user.xp }, aggregates).map(({ scope, entry }) => ({
    userId: user.userId,
    scope,
    score: entry.score,
    currentScore: entry.currentScore,
    improvement: entry.improvement,
    attempts: entry.attempts,
    reachedAt: entry.reachedAt,
    xp: user.xp,
    optIn: user.optIn,
    fullName: user.fullName?.trim() ?? '',
    affiliation: user.affiliation?.trim() ?? '',
  }));
}

export function createLeaderboardService(repo: LeaderboardRepo): LeaderboardService {
  const compute = (users: UserFacts[], aggregates: Map<string, ScoreAggregate[]>) => users.flatMap((u) => entryRows(u, aggregates.get(u.userId) ?? []));

  async function refresh({ all = false, batch = READ_BATCH } = {}) {
    if (!(await repo.hasDirty())) return 0;
    let total = 0;
    for (let round = 0; all || round < READ_BATCHES; round++) {
      const n = await repo.refreshDirty(batch, compute);
      total += n;
      if (n < batch) break;
    }
    return total;
  }

  return {
    async read({ scope, tab, query, viewerId }) {
      await refresh();
      const rows = await repo.board({ scope, tab, search: query });
      return {
        tab,
        industry: scope,
        industryLabel: scopeLabel(scope),
        query: query.trim(),
        entries: rows.map((r) => ({
          rank: r.rank,
          name: r.fullName || 'Anonymous',
          university: r.affiliation,
          xp: r.xp,
          score: r.score,
          currentScore: r.currentScore,
          improvement: r.improvement,
          isYou: r.userId === viewerId,
        })),
      };
    },
    refresh,
    aggregatesOf: (userId) => repo.aggregatesOf(userId),
    rebuild: (userIds) => repo.rebuild(userIds),
  };
}
