// GET /api/leaderboard against every available database driver: the §9 weights from real evaluated
// answers, opted-out people never listed, industry filter, search with real ranks, Most Improved,
// and the SQL order checked against the domain's comparators.
import { eq, sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { rankLeaderboard, type LeaderboardEntry } from '@bullpen/shared/domain';
import { migrate } from '../db/migrate';
import { leaderboardAggregates, profiles, userProgress } from '../db/schema';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { recordEvaluatedResponse } from './record-evaluated-response';
import { rowsOf } from '../db/connection';
import { createLeaderboardRepo, type SearchTuning } from './repo';
import { addPerson, answer, worldApp, type Person } from './test-world';

for (const driver of testDrivers) {
  describeDriver(driver)(`GET /api/leaderboard (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let ada: Person;
    let ben: Person;
    let cara: Person;
    let hidden: Person;

    const board = async (query: Record<string, string> = {}) => {
      const response = await request(app).get('/api/leaderboard').query(query);
      expect(response.status).toBe(200);
      return response.body as { entries: Array<{ rank: number; name: string; university: string; xp: number; score: number; currentScore: number; improvement: number | null; isYou: boolean }>; industryLabel: string };
    };

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const db = database.connection.db;
      app = worldApp(db);
      ada = await addPerson(db, { fullName: 'Ada Byron', university: 'Imperial College', xp: 300 });
      ben = await addPerson(db, { fullName: 'Ben Okafor', university: 'University of Oxford', xp: 500 });
      cara = await addPerson(db, { fullName: 'Cara Lindqvist', university: 'Stockholm School of Economics', xp: 100 });
      hidden = await addPerson(db, { fullName: 'Hidden Highscorer', university: 'Oxford Brookes', xp: 9000, optIn: false });
      // Ada: Technical 40 and 30 (avg 35), Case Study 20 → (0.5·35 + 0.3·20) / 0.8 = 29.375 → 58.8
      await answer(db, ada, 30, { minute: 1 });
      await answer(db, ada, 40, { minute: 2 });
      await answer(db, ada, 20, { interviewType: 'Case Study', minute: 3 });
      // Ben: Technical 30, Case Study 30, Motivational 45 → (15 + 9 + 9) × 2 = 66; first 30 → latest 45: +50%
      await answer(db, ben, 30, { minute: 1 });
      await answer(db, ben, 30, { interviewType: 'Case Study', minute: 2 });
      await answer(db, ben, 45, { interviewType: 'Motivational', specialization: 'pe', minute: 3 });
      // Cara: one Private Equity technical answer of 25 → 50
      await answer(db, cara, 25, { specialization: 'pe', minute: 5 });
      // The opted-out user outscores everyone.
      await answer(db, hidden, 10, { minute: 1 });
      await answer(db, hidden, 50, { minute: 2 });
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('ranks opted-in people by the §9 weights, scaled to 0–100, with their XP', async () => {
      const { entries } = await board();
      expect(entries.map((e) => [e.rank, e.name, e.university, e.score, e.xp])).toEqual([
        [1, 'Ben Okafor', 'University of Oxford', 66, 500],
        [2, 'Ada Byron', 'Imperial College', 58.8, 300],
        [3, 'Cara Lindqvist', 'Stockholm School of Economics', 50, 100],
      ]);
    });

    it('never lists people who did not opt in, in any tab, industry or search', async () => {
      const views = await Promise.all([
        board(),
        board({ tab: 'improved' }),
        board({ industry: 'ib' }),
        board({ q: 'hidden' }),
        board({ q: 'oxford' }),
        board({ q: 'oxford', tab: 'improved' }),
      ]);
      for (const view of views) expect(view.entries.map((e) => e.name)).not.toContain('Hidden Highscorer');
    });

    it('filters by industry with the answers of that specialization only', async () => {
      const pe = await board({ industry: 'Private Equity' });
      // Ben in PE: Motivational 45 alone → 90; Cara 50.
      expect(pe.entries.map((e) => [e.rank, e.name, e.score])).toEqual([[1, 'Ben Okafor', 90], [2, 'Cara Lindqvist', 50]]);
      expect(pe.industryLabel).toBe('Private Equity');
      expect((await board({ industry: 'audit' })).entries).toEqual([]);
    });

    it('searches names and universities case-insensitively, keeping real ranks', async () => {
      expect((await board({ q: 'OXFORD' })).entries.map((e) => [e.rank, e.name])).toEqual([[1, 'Ben Okafor']]);
      expect((await board({ q: 'lindq' })).entries.map((e) => [e.rank, e.name])).toEqual([[3, 'Cara Lindqvist']]);
      expect((await board({ q: '100%' })).entries).toEqual([]);
    });

    it('lists Most Improved from the first to the latest answer, leaving out single answers', async () => {
      const { entries } = await board({ tab: 'improved' });
      // Ada: first 30, latest 20 → −33.3 (not listed); Ben: 30 → 45 = +50; Cara: one answer.
      expect(entries.map((e) => [e.rank, e.name, e.improvement, e.currentScore])).toEqual([[1, 'Ben Okafor', 50, 90]]);
    });

    it('refuses an unknown industry or tab', async () => {
      expect((await request(app).get('/api/leaderboard?industry=crypto')).status).toBe(400);
      expect((await request(app).get('/api/leaderboard?tab=worst')).status).toBe(400);
    });

    it('marks the viewer’s own row', async () => {
      const response = await request(app).get('/api/leaderboard').set('Authorization', ada.auth);
      expect(response.body.entries.filter((e: { isYou: boolean }) => e.isYou).map((e: { name: string }) => e.name)).toEqual(['Ada Byron']);
    });

    it('follows a change of opt-in, name or XP', async () => {
      const db = database.connection.db;
      await db.update(profiles).set({ leaderboardOptIn: false }).where(eq(profiles.id, ben.id));
      expect((await board()).entries.map((e) => e.name)).toEqual(['Ada Byron', 'Cara Lindqvist']);
      await db.update(profiles).set({ leaderboardOptIn: true, fullName: 'Benjamin Okafor' }).where(eq(profiles.id, ben.id));
      await db.update(userProgress).set({ xp: 650 }).where(eq(userProgress.userId, ben.id));
      expect((await board()).entries[0]).toMatchObject({ name: 'Benjamin Okafor', xp: 650 });
    });

    it('recounts when a score is changed or an answer deleted', async () => {
      const db = database.connection.db;
      const id = await answer(db, cara, 10, { specialization: 'pe', minute: 9 });
      expect((await board({ q: 'cara' })).entries[0]?.score).toBe(35); // (25 + 10) / 2 → 17.5 → 35
      await db.execute(sql`update interview_responses set evaluation_score = 45 where id = ${id}`);
      expect((await board({ q: 'cara' })).entries[0]?.score).toBe(70);
      await db.execute(sql`delete from interview_responses where id = ${id}`);
      expect((await board({ q: 'cara' })).entries[0]?.score).toBe(50);
    });

    it('keeps the histogram of listed scores equal to the entries, through every change above', async () => {
      const db = database.connection.db;
      const counts = async (query: ReturnType<typeof sql>) =>
        rowsOf<{ scope: string; tab: string; value: string; entries: string | number }>(await db.execute(query))
          .map((r) => `${r.scope} ${r.tab} ${Number(r.value)} ${Number(r.entries)}`)
          .sort();
      await board();
      expect(await counts(sql`select scope, tab, value, entries from leaderboard_histogram where entries <> 0`)).toEqual(
        await counts(sql`
          select scope, 'top' as tab, score as value, count(*) as entries from leaderboard_entries where opt_in group by scope, score
          union all
          select scope, 'improved', improvement, count(*) from leaderboard_entries where opt_in and improvement > 0 group by scope, improvement`),
      );
    });

    it('keeps one search row per listed person equal to their entries, through every change above', async () => {
      const db = database.connection.db;
      const keys = async (query: ReturnType<typeof sql>) =>
        rowsOf<Record<string, unknown>>(await db.execute(query))
          .map((r) => [r.user_id, r.scope, r.full_name, r.name_lower, r.affiliation_lower, Number(r.xp), Number(r.score), Number(r.current_score), r.improvement === null ? null : Number(r.improvement), new Date(String(r.reached_at)).getTime()].join(' '))
          .sort();
      await board();
      const searched = await keys(sql`
        select s.user_id, k.scope, s.full_name, s.name_lower, s.affiliation_lower, s.xp, k.score, k.current_score, k.improvement, k.reached_at
        from leaderboard_search s, unnest(s.scopes, s.scores, s.current_scores, s.improvements, s.reached_ats) as k(scope, score, current_score, improvement, reached_at)`);
      expect(searched).toEqual(
        await keys(sql`
          select user_id, scope, full_name, lower(full_name) as name_lower, lower(affiliation) as affiliation_lower, xp, score, current_score, improvement, reached_at
          from leaderboard_entries where opt_in`),
      );
      expect(searched.join('\n')).toContain('benjamin okafor');
      expect(searched.join('\n')).not.toContain('hidden highscorer');
    });

    it('counts an answer recorded with recordEvaluatedResponse in the caller’s transaction', async () => {
      const db = database.connection.db;
      const dan = await addPerson(db, { fullName: 'Dan Vu', university: 'HEC Paris' });
      await db.transaction((tx) => recordEvaluatedResponse(tx, { userId: dan.id, specialization: 'Venture Capital', interviewType: 'CaseStudy', score: 40, at: new Date() }));
      const [aggregate] = await db.select().from(leaderboardAggregates).where(eq(leaderboardAggregates.userId, dan.id));
      expect(aggregate).toMatchObject({ specialization: 'vc', interviewType: 'Case Study', responses: 1, scoreSum: 40 });
      expect((await board({ industry: 'vc' })).entries.map((e) => [e.name, e.score])).toEqual([['Dan Vu', 80]]);
    });
  });

  describeDriver(driver)(`leaderboard order and search match the domain (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      app = worldApp(database.connection.db);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('returns the same top 10 as rankLeaderboard, ties included, for every tab, industry and a search', async () => {
      const db = database.connection.db;
      // A deterministic crowd with many ties: scores from a small set, XP from a smaller one.
      let seed = 7;
      const next = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const specializations = ['ib', 'pe', 'vc'];
      const types = ['Technical', 'Case Study', 'Motivational', 'Gamification'];
      const people: Array<{ person: Person; name: string; university: string; xp: number; answers: Array<{ s: string; t: string; score: number; minute: number }> }> = [];
      for (let i = 0; i < 40; i++) {
        const name = `Student ${String(i).padStart(2, '0')}`;
        const university = ['LSE', 'Bocconi', 'INSEAD', 'ESSEC'][next(4)]!;
        const xp = [0, 100, 200][next(3)]!;
        const person = await addPerson(db, { fullName: name, university, xp, optIn: next(5) > 0 });
        const answers = Array.from({ length: 1 + next(4) }, () => ({ s: specializations[next(3)]!, t: types[next(4)]!, score: [10, 20, 30, 40][next(4)]!, minute: next(3) }));
        for (const a of answers) await answer(db, person, a.score, { specialization: a.s, interviewType: a.t, minute: a.minute });
        people.push({ person, name, university, xp, answers });
      }
      const optedIn = new Set((await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.leaderboardOptIn, true))).map((p) => p.id));
      const { entriesForUser } = await import('@bullpen/shared/domain');
      const aggregates = await db.select().from(leaderboardAggregates);
      const scopeEntries = (scope: 'all' | 'ib' | 'vc'): LeaderboardEntry[] =>
        people
          .filter((p) => optedIn.has(p.person.id))
          .flatMap((p) =>
            entriesForUser(
              { userId: p.person.id, name: p.name, university: p.university, xp: p.xp },
              aggregates.filter((a) => a.userId === p.person.id),
            )
              .filter((e) => e.scope === scope)
              .map((e) => e.entry),
          );
      for (const scope of ['all', 'ib', 'vc'] as const) {
        const entries = scopeEntries(scope);
        for (const tab of ['top', 'improved'] as const) {
          for (const q of ['', 'lse', 'student 1']) {
            const expected = rankLeaderboard(entries, tab, q).map((e) => [e.rank, e.name, e.score, e.improvement]);
            const response = await request(app).get('/api/leaderboard').query({ industry: scope, tab, q });
            const actual = response.body.entries.map((e: { rank: number; name: string; score: number; improvement: number | null }) => [e.rank, e.name, e.score, e.improvement]);
            expect([scope, tab, q, actual]).toEqual([scope, tab, q, expected]);
          }
        }
      }
      // Both ways a search finds its rows: in the tab's first rows, and through every match (a head of
      // one row leaves it to the second); each gives the domain's rows and ranks.
      const tunings: SearchTuning[] = [{ head: 1 }, { head: 12 }];
      for (const tuning of tunings) {
        const repo = createLeaderboardRepo(db, tuning);
        for (const scope of ['all', 'vc'] as const) {
          const entries = scopeEntries(scope);
          for (const tab of ['top', 'improved'] as const) {
            for (const q of ['lse', 'student 1', 'student 0', 'nobody']) {
              const expected = rankLeaderboard(entries, tab, q).map((e) => [e.rank, e.name, e.score, e.improvement]);
              const actual = (await repo.board({ scope, tab, search: q })).map((r) => [r.rank, r.fullName, r.score, r.improvement]);
              expect([tuning, scope, tab, q, actual]).toEqual([tuning, scope, tab, q, expected]);
            }
          }
        }
      }
    });
  });
}
