// Data access of the leaderboard: the aggregates the trigger keeps, the dirty queue, and the entries
// table the tabs read in index order.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { LEADERBOARD_SIZE, likePattern, type LeaderboardScope, type LeaderboardTab, type ScoreAggregate } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { leaderboardAggregates, leaderboardEntries, profiles, userProgress } from '../db/schema';

export type EntryRow = typeof leaderboardEntries.$inferInsert;

/** A row of a tab, in order, with its place on the whole (industry-filtered) board. */
export interface BoardRow {
  rank: number;
  userId: string;
  fullName: string;
  affiliation: string;
  xp: number;
  score: number;
  currentScore: number;
  improvement: number | null;
  reachedAt: Date;
}

export interface UserFacts {
  userId: string;
  fullName: string | null;
  affiliation: string | null;
  optIn: boolean;
  xp: number;
}

export interface BoardQuery {
  scope: LeaderboardScope;
  tab: LeaderboardTab;
  /** Name or university, case-insensitive substring; blank for none. */
  search: string;
  limit?: number;
}

/** The rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Each tab's filter and order: the SQL twin of compareTopScorers / compareMostImproved. */
const TAB_SQL: Record<LeaderboardTab, { where: SQL; order: SQL }> = {
  top: { where: sql`true`, order: sql`score desc, xp desc, reached_at, user_id` },
  improved: { where: sql`improvement > 0`, order: sql`improvement desc, current_score desc, xp desc, reached_at, user_id` },
};

export interface LeaderboardRepo {
  /**
   * Takes up to `batch` users off the dirty queue (skipping any another gateway holds) and hands
   * them to `compute`, whose entries replace theirs, in one transaction. Returns how many were taken.
   */
  refreshDirty(batch: number, compute: (users: UserFacts[], aggregates: Map<string, ScoreAggregate[]>) => EntryRow[]): Promise<number>;
  aggregatesOf(userId: string): Promise<ScoreAggregate[]>;
  /** Recomputes users' aggregates from interview_responses (all users when null). */
  rebuild(userIds: string[] | null): Promise<void>;
  board(query: BoardQuery): Promise<BoardRow[]>;
}

function toAggregate(row: typeof leaderboardAggregates.$inferSelect): ScoreAggregate {
  return {
    specialization: row.specialization,
    interviewType: row.interviewType,
    responses: row.responses,
    scoreSum: row.scoreSum,
    firstScore: row.firstScore,
    firstAt: row.firstAt,
    latestScore: row.latestScore,
    latestAt: row.latestAt,
  };
}

/** Rows per insert: 11 columns each, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2000;

export function createLeaderboardRepo(db: Database): LeaderboardRepo {
  async function board({ scope, tab, search, limit = LEADERBOARD_SIZE }: BoardQuery): Promise<BoardRow[]> {
    const { where, order } = TAB_SQL[tab];
    const q = search.trim().toLowerCase();
    const pattern = likePattern(q);
    // The concatenation matches the trigram index; the second test keeps a match inside one field.
    const matches = q
      ? sql`and lower(full_name || ' ' || affiliation) like ${pattern} and (lower(full_name) like ${pattern} or lower(affiliation) like ${pattern})`
      : sql``;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select user_id, full_name, affiliation, xp, score, current_score, improvement, reached_at
        from leaderboard_entries
        where scope = ${scope} and opt_in and ${where} ${matches}
        order by ${order}
        limit ${limit}`),
    ).map((r, i) => ({
      rank: i + 1,
      userId: String(r.user_id),
      fullName: String(r.full_name ?? ''),
      affiliation: String(r.affiliation ?? ''),
      xp: Number(r.xp),
      score: Number(r.score),
      currentScore: Number(r.current_score),
      improvement: toNumber(r.improvement),
      reachedAt: toDate(r.reached_at),
    }));
    if (!q || !rows.length) return rows;
    // A search shows real places: number the whole board down to the lowest match (index order).
    const last = rows[rows.length - 1]!;
    const floor = tab === 'top' ? sql`and score >= ${last.score}` : sql`and improvement >= ${last.improvement}`;
    const ids = sql.join(rows.map((r) => sql`${r.userId}::uuid`), sql`, `);
    const ranks = rowsOf<{ user_id: string; place: string | number }>(
      await db.execute(sql`
        select user_id, place from (
          select user_id, row_number() over (order by ${order}) as place
          from leaderboard_entries
          where scope = ${scope} and opt_in and ${where} ${floor}
        ) board
        where user_id in (${ids})`),
    );
    const placeOf = new Map(ranks.map((r) => [String(r.user_id), Number(r.place)]));
    return rows.map((r) => ({ ...r, rank: placeOf.get(r.userId) ?? r.rank }));
  }

  return {
    async refreshDirty(batch, compute) {
      return db.transaction(async (tx) => {
        const taken = rowsOf<{ user_id: string }>(
          await tx.execute(sql`
            delete from leaderboard_dirty
            where user_id in (select user_id from leaderboard_dirty order by marked_at limit ${batch} for update skip locked)
            returning user_id`),
        ).map((r) => String(r.user_id));
        if (!taken.length) return 0;
        const [aggregateRows, profileRows, progressRows] = await Promise.all([
          tx.select().from(leaderboardAggregates).where(inArray(leaderboardAggregates.userId, taken)),
          tx
            .select({ id: profiles.id, fullName: profiles.fullName, affiliation: profiles.affiliation, optIn: profiles.leaderboardOptIn })
            .from(profiles)
            .where(inArray(profiles.id, taken)),
          tx.select({ userId: userProgress.userId, xp: userProgress.xp }).from(userProgress).where(inArray(userProgress.userId, taken)),
        ]);
        const aggregates = new Map<string, ScoreAggregate[]>();
        for (const row of aggregateRows) aggregates.set(row.userId, [...(aggregates.get(row.userId) ?? []), toAggregate(row)]);
        const profileOf = new Map(profileRows.map((p) => [p.id, p]));
        const xpOf = new Map(progressRows.map((p) => [p.userId, p.xp]));
        const users = taken.map((userId) => ({
          userId,
          fullName: profileOf.get(userId)?.fullName ?? null,
          affiliation: profileOf.get(userId)?.affiliation ?? null,
          optIn: profileOf.get(userId)?.optIn ?? false,
          xp: xpOf.get(userId) ?? 0,
        }));
        const entries = compute(users, aggregates);
        await tx.delete(leaderboardEntries).where(inArray(leaderboardEntries.userId, taken));
        for (let i = 0; i < entries.length; i += INSERT_CHUNK) await tx.insert(leaderboardEntries).values(entries.slice(i, i + INSERT_CHUNK));
        return taken.length;
      });
    },

    async aggregatesOf(userId) {
      return (await db.select().from(leaderboardAggregates).where(inArray(leaderboardAggregates.userId, [userId]))).map(toAggregate);
    },

    async rebuild(userIds) {
      const users = userIds === null ? sql`null` : sql`array[${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;
      await db.execute(sql`select leaderboard_rebuild(${users})`);
    },

    board,
  };
}
