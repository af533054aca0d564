// Data access of the leaderboard: the aggregates the trigger keeps, the dirty queue, and the entries
// table the tabs read in index order.
import { sql, type SQL } from 'drizzle-orm';
import { LEADERBOARD_SIZE, likePattern, type LeaderboardScope, type LeaderboardTab, type ScoreAggregate } from '@bullpen/shared/domain';
import { rowsOf, type Database } from '../db/connection';
import type { leaderboardEntries } from '../db/schema';

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

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const BOARD_COLUMNS = sql.raw('user_id, full_name, affiliation, xp, score, current_score, improvement, reached_at');
/** How a search finds its rows (tests make the head small to take both paths). */
export interface SearchTuning {
  /** How many of a tab's best rows a search reads before it looks the matches up by name. */
  head: number;
}

const SEARCH_TUNING: SearchTuning = { head: 500 };

function toBoardRows(result: unknown): BoardRow[] {
  return rowsOf<Record<string, unknown>>(result).map((r, i) => ({
    rank: Number(r.place) || i + 1,
    userId: String(r.user_id),
    fullName: String(r.full_name ?? ''),
    affiliation: String(r.affiliation ?? ''),
    xp: Number(r.xp),
    score: Number(r.score),
    currentScore: Number(r.current_score),
    improvement: toNumber(r.improvement),
    reachedAt: toDate(r.reached_at),
  }));
}

/** The tie-break after the first key, shared by both tabs: more XP, reached first, then the id. */
const TIE_AHEAD = sql`(e.xp > m.xp or (e.xp = m.xp and (e.reached_at < m.reached_at or (e.reached_at = m.reached_at and e.user_id < m.user_id))))`;

/**
 * Each tab's filter and order, the SQL twin of compareTopScorers / compareMostImproved, and who is
 * ahead of a row `m` among the entries `e` that share its first key.
 */
const TAB_SQL: Record<LeaderboardTab, { where: SQL; order: SQL; key: SQL; tieAhead: SQL }> = {
  top: { where: sql`true`, order: sql`score desc, xp desc, reached_at, user_id`, key: sql`score`, tieAhead: TIE_AHEAD },
  improved: {
    where: sql`improvement > 0`,
    order: sql`improvement desc, current_score desc, xp desc, reached_at, user_id`,
    key: sql`improvement`,
    tieAhead: sql`(e.current_score > m.current_score or (e.current_score = m.current_score and ${TIE_AHEAD}))`,
  },
};

export interface LeaderboardRepo {
  /**
   * Takes up to `batch` users off the dirty queue (skipping any another gateway holds) and hands
   * them to `compute`, whose entries replace theirs, in one transaction. Returns how many were taken.
   */
  /** Whether any user waits to be recomputed (a read-only check before a write transaction). */
  hasDirty(): Promise<boolean>;
  refreshDirty(batch: number, compute: (users: UserFacts[], aggregates: Map<string, ScoreAggregate[]>) => EntryRow[]): Promise<number>;
  aggregatesOf(userId: string): Promise<ScoreAggregate[]>;
  /** Recomputes users' aggregates from interview_responses (all users when null). */
  rebuild(userIds: string[] | null): Promise<void>;
  board(query: BoardQuery): Promise<BoardRow[]>;
}

/** An aggregate from a raw row (numbers and times may arrive as text, depending on the driver). */
function toAggregate(row: Record<string, unknown>): ScoreAggregate {
  return {
    specialization: String(row.specialization),
    interviewType: String(row.interview_type),
    responses: Number(row.responses),
    scoreSum: Number(row.score_sum),
    firstScore: Number(row.first_score),
    firstAt: toDate(row.first_at),
    latestScore: Number(row.latest_score),
    latestAt: toDate(row.latest_at),
  };
}

/** Entries per insert statement. */
const INSERT_CHUNK = 10_000;

/** Inserts entries as one array parameter per column (unnest): fast for thousands of rows. */
async function insertEntries(tx: Database, entries: EntryRow[]): Promise<void> {
  if (!entries.length) return;
  const column = <T>(pick: (e: EntryRow) => T) => sql.param(entries.map(pick));
  await tx.execute(sql`
    insert into leaderboard_entries (user_id, scope, score, current_score, improvement, attempts, reached_at, xp, opt_in, full_name, affiliation)
    select * from unnest(
      ${column((e) => e.userId)}::uuid[], ${column((e) => e.scope)}::text[], ${column((e) => e.score)}::numeric[],
      ${column((e) => e.currentScore)}::smallint[], ${column((e) => e.improvement ?? null)}::numeric[], ${column((e) => e.attempts)}::integer[],
      ${column((e) => toDate(e.reachedAt).toISOString())}::timestamptz[], ${column((e) => e.xp ?? 0)}::integer[], ${column((e) => e.optIn ?? false)}::boolean[],
      ${column((e) => e.fullName ?? '')}::text[], ${column((e) => e.affiliation ?? '')}::text[])`);
}

export function createLeaderboardRepo(db: Database, tuning: SearchTuning = SEARCH_TUNING): LeaderboardRepo {
  async function board({ scope, tab, search, limit = LEADERBOARD_SIZE }: BoardQuery): Promise<BoardRow[]> {
    const { where, order } = TAB_SQL[tab];
    const inTab = sql`scope = ${scope} and opt_in and ${where}`;
    const q = search.trim().toLowerCase();
    if (!q) {
      return toBoardRows(await db.execute(sql`
        select ${BOARD_COLUMNS}, row_number() over (order by ${order}) as place
        from leaderboard_entries where ${inTab}
        order by ${order} limit ${limit}`));
    }
    const pattern = likePattern(q);
    // The concatenation matches the trigram index; the second test keeps a match inside one field.
    const matches = sql`lower(full_name || ' ' || affiliation) like ${pattern} and (lower(full_name) like ${pattern} or lower(affiliation) like ${pattern})`;
    // A common search finds its matches near the top: read the tab's first rows in index order,
    // numbering them as we go.
    const near = toBoardRows(
      await db.execute(sql`
        select * from (
          select ${BOARD_COLUMNS}, row_number() over (order by ${order}) as place
          from (select * from leaderboard_entries where ${inTab} order by ${order} limit ${tuning.head}) head
        ) numbered
        where ${matches}
        order by place limit ${limit}`),
    );
    if (near.length === limit) return near;
    // Otherwise take every match from leaderboard_search (migration 0051): one row per listed person
    // with the keys of each of their scopes, found through its trigram index where there is one,
    // sorted on the chosen scope's keys; then give each its real place: the listed entries above it
    // (leaderboard_histogram) plus its ties ahead.
    const words = sql`(name_lower || ' ' || affiliation_lower) like ${pattern} and (name_lower like ${pattern} or affiliation_lower like ${pattern})`;
    const rows = toBoardRows(
      await db.execute(sql`
        select *, 0 as place from (
          select user_id, full_name, affiliation, xp, scores[slot] as score, current_scores[slot] as current_score,
                 improvements[slot] as improvement, reached_ats[slot] as reached_at
          -- offset 0: the slot is found once per row, not once per use.
          from (select *, array_position(scopes, ${scope}::text) as slot from leaderboard_search where ${words} offset 0) matched
        ) found
        where score is not null and ${where}
        order by ${order} limit ${limit}`),
    );
    if (!rows.length) return rows;
    const { key, tieAhead } = TAB_SQL[tab];
    const column = <T>(pick: (r: BoardRow) => T) => sql.param(rows.map(pick));
    const places = rowsOf<{ user_id: string; place: string | number }>(
      await db.execute(sql`
        with counts as materialized (select value, entries from leaderboard_histogram where scope = ${scope} and tab = ${tab})
        select m.user_id,
          1 + (select coalesce(sum(h.entries), 0) from counts h where h.value > m.key)
            + (select count(*) from leaderboard_entries e where e.scope = ${scope} and e.opt_in and e.${key} = m.key and ${tieAhead}) as place
        from unnest(${column((r) => r.userId)}::uuid[], ${column((r) => (tab === 'top' ? r.score : r.improvement))}::numeric[],
                    ${column((r) => r.currentScore)}::smallint[], ${column((r) => r.xp)}::integer[], ${column((r) => r.reachedAt.toISOString())}::timestamptz[])
          as m(user_id, key, current_score, xp, reached_at)`),
    );
    const placeOf = new Map(places.map((r) => [String(r.user_id), Number(r.place)]));
    return rows.map((r) => ({ ...r, rank: placeOf.get(r.userId) ?? r.rank }));
  }

  return {
    async hasDirty() {
      return rowsOf(await db.execute(sql`select 1 from leaderboard_dirty limit 1`)).length > 0;
    },

    async refreshDirty(batch, compute) {
      return db.transaction(async (tx) => {
        const taken = rowsOf<{ user_id: string }>(
          await tx.execute(sql`
            delete from leaderboard_dirty
            where user_id in (select user_id from leaderboard_dirty order by marked_at limit ${batch} for update skip locked)
            returning user_id`),
        ).map((r) => String(r.user_id));
        if (!taken.length) return 0;
        // Arrays travel as one parameter each: thousands of users per batch stay one short statement.
        const ids = sql`${sql.param(taken)}::uuid[]`;
        const aggregateRows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select user_id, specialization, interview_type, responses, score_sum, first_score, first_at, latest_score, latest_at
            from leaderboard_aggregates where user_id = any(${ids})`),
        );
        const userRows = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            select u.id, p.full_name, p.affiliation, coalesce(p.leaderboard_opt_in, false) as opt_in, coalesce(g.xp, 0) as xp
            from unnest(${ids}) as u(id)
            left join profiles p on p.id = u.id
            left join user_progress g on g.user_id = u.id`),
        );
        const aggregates = new Map<string, ScoreAggregate[]>();
        for (const row of aggregateRows) {
          const userId = String(row.user_id);
          aggregates.set(userId, [...(aggregates.get(userId) ?? []), toAggregate(row)]);
        }
        const users = userRows.map((u) => ({
          userId: String(u.id),
          fullName: u.full_name === null ? null : String(u.full_name),
          affiliation: u.affiliation === null ? null : String(u.affiliation),
          optIn: u.opt_in === true,
          xp: Number(u.xp),
        }));
        const entries = compute(users, aggregates);
        await tx.execute(sql`delete from leaderboard_entries where user_id = any(${ids})`);
        for (let i = 0; i < entries.length; i += INSERT_CHUNK) await insertEntries(tx, entries.slice(i, i + INSERT_CHUNK));
        return taken.length;
      });
    },

    async aggregatesOf(userId) {
      const rows = await db.execute(sql`
        select specialization, interview_type, responses, score_sum, first_score, first_at, latest_score, latest_at
        from leaderboard_aggregates where user_id = ${userId}`);
      return rowsOf<Record<string, unknown>>(rows).map(toAggregate);
    },

    async rebuild(userIds) {
      const users = userIds === null ? sql`null` : sql`array[${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;
      await db.execute(sql`select leaderboard_rebuild(${users})`);
    },

    board,
  };
}
