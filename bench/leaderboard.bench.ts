// Latency benchmark of GET /api/leaderboard at scale: 100,000 users and 1,000,000 evaluated answers.
//
// Run from the repository root (needs a PostgreSQL server it may create databases on):
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/leaderboard.bench.ts
//
// It creates its own database, seeds it in SQL (generate_series, no row-by-row inserts), builds the
// aggregates and the entries the way the gateway does, starts the gateway app in-process, and prints
// the median and p95 latency of the unfiltered board, an industry, searches and Most Improved
// (target p95 < 50 ms). The database is dropped at the end, also on failure, unless
// BENCH_KEEP_DATABASE=true (to look at query plans). BENCH_USERS, BENCH_ANSWERS and BENCH_REQUESTS
// change the sizes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { createApp } from '../gateway/src/app';
import { loadConfig } from '../gateway/src/config';
import { openDatabase } from '../gateway/src/db/connection';
import { migrate } from '../gateway/src/db/migrate';
import { createLeaderboardRepo } from '../gateway/src/leaderboard/repo';
import { createLeaderboardService } from '../gateway/src/leaderboard/service';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 50;

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

/** One statement on a connection of its own (CREATE/DROP DATABASE and VACUUM cannot run in a transaction). */
async function runAlone(databaseUrl: string, statement: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(52)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Users: deterministic ids, 90% opted in, names and universities to search. */
const SEED_USERS = `
  insert into profiles (id, full_name, affiliation, leaderboard_opt_in)
  select md5('user' || i)::uuid, 'Student ' || i,
         (array['University of Oxford', 'London School of Economics', 'Bocconi University', 'HEC Paris', 'INSEAD',
                'ESADE', 'Stockholm School of Economics', 'University of St. Gallen', 'Erasmus University Rotterdam',
                'Imperial College London'])[1 + i % 10] || ' ' || (i % 97),
         i % 11 <> 0
  from generate_series(1, $USERS) as i;
  insert into user_progress (user_id, xp)
  select md5('user' || i)::uuid, (i * 7919) % 25000 from generate_series(1, $USERS) as i;`;

/**
 * Answers: every user gets ANSWERS / USERS of them (answer i goes to user 1 + i·48271 mod USERS, a
 * bijection), the rest drawn from hashes so that nothing lines up by accident: two answers in three in
 * the user's main specialization, the five types alike, a year of dates, and a score of the user's
 * skill (10–40 of 50) ± 10. Students of the University of St. Gallen (user ≡ 7 mod 10) have a skill
 * of 5–15: a common search whose people all rank low, the hard case for search.
 */
const SEED_ANSWERS = `
  insert into interview_responses (user_id, question_id, specialization, interview_type, user_answer, evaluation_score, feedback, created_at)
  select md5('user' || u)::uuid,
         'bench-' || (i % 500),
         (array['ib', 'pe', 'vc', 'consulting', 'cf', 'audit'])[1 + case when h % 3 = 0 then (h / 3) % 6 else hu % 6 end],
         (array['Technical', 'Case Study', 'Motivational', 'Technical', 'Gamification'])[1 + (h / 18) % 5],
         'answer',
         greatest(0, least(50, case when u % 10 = 7 then 5 + hu % 11 else 10 + hu % 31 end + (h / 90) % 21 - 10)),
         'feedback',
         timestamptz '2026-01-01' + ((h / 1890) % 525600) * interval '1 minute'
  from (
    select i, u, hashtext('answer' || i)::bigint + 2147483648 as h, hashtext('user' || u)::bigint + 2147483648 as hu
    from (select i, 1 + (i * 48271) % $USERS as u from generate_series(1::bigint, $ANSWERS) as i) numbered
  ) drawn;`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(baseUrl: string, label: string, query: string) {
  const url = `${baseUrl}/api/leaderboard${query}`;
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as { entries?: unknown[] };
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
    rows = body.entries?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label.padEnd(44)} median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${String(rows).padStart(2)} rows   ${p95 < TARGET_P95_MS ? 'ok' : 'OVER TARGET'}`,
  );
  return p95;
}

async function main() {
  const name = `bullpen_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-bench-'));
  const logger = pino({ level: 'silent' });
  await runAlone(serverUrl as string, `create database ${name}`);
  console.log(`Database ${name}: ${USERS.toLocaleString('en')} users, ${ANSWERS.toLocaleString('en')} evaluated answers\n`);
  try {
    const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' }, logger);
    try {
      await timed('migrate', () => migrate(connection));
      await connection.transaction(async (tx) => {
        // Seeded in bulk; the aggregates are then built in one pass instead of a trigger per row.
        await tx.exec('alter table interview_responses disable trigger interview_responses_leaderboard');
        await tx.exec('alter table profiles disable trigger profiles_leaderboard');
        await tx.exec('alter table user_progress disable trigger user_progress_leaderboard');
      });
      await timed('seed users (generate_series)', () => connection.transaction((tx) => tx.exec(SEED_USERS.replaceAll('$USERS', String(USERS)))));
      await timed('seed evaluated answers (generate_series)', () =>
        connection.transaction((tx) => tx.exec(SEED_ANSWERS.replaceAll('$USERS', String(USERS)).replaceAll('$ANSWERS', String(ANSWERS)))),
      );
      await connection.transaction(async (tx) => {
        await tx.exec('alter table interview_responses enable trigger interview_responses_leaderboard');
        await tx.exec('alter table profiles enable trigger profiles_leaderboard');
        await tx.exec('alter table user_progress enable trigger user_progress_leaderboard');
      });
      const service = createLeaderboardService(createLeaderboardRepo(connection.db));
      await timed('build aggregates (leaderboard_rebuild)', () => service.rebuild(null));
      const users = await timed('compute entries (shared domain, batches of 5,000)', () => service.refresh({ all: true, batch: 5000 }));
      console.log(`${'users on the board'.padEnd(52)} ${users.toLocaleString('en')}`);
      await timed('vacuum analyze', () => runAlone(url.toString(), 'vacuum analyze'));
    } finally {
      await connection.close();
    }

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const gateway = await createApp(config, { logger });
    const server = gateway.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    console.log(`\nGET /api/leaderboard, ${REQUESTS} requests each after ${WARM_UP} to warm up (target p95 < ${TARGET_P95_MS} ms):`);
    try {
      const p95s = [
        await measure(baseUrl, 'Top Scorers, All Industries', ''),
        await measure(baseUrl, 'Top Scorers, Private Equity', '?industry=pe'),
        await measure(baseUrl, 'Search "oxford" (common)', '?q=oxford'),
        await measure(baseUrl, 'Search "st. gallen" (common, ranked low)', '?q=st.%20gallen'),
        await measure(baseUrl, 'Search "student 4242" (rare)', '?q=student%204242'),
        await measure(baseUrl, 'Search "zzz" (no match)', '?q=zzz'),
        await measure(baseUrl, 'Most Improved, All Industries', '?tab=improved'),
        await measure(baseUrl, 'Most Improved, Audit, search "hec"', '?tab=improved&industry=audit&q=hec'),
        await measure(baseUrl, 'Consulting, search "bocconi university 13"', '?industry=consulting&q=bocconi%20university%2013'),
      ];
      process.exitCode = p95s.every((p) => p < TARGET_P95_MS) ? 0 : 1;
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`\nDatabase ${name} kept (BENCH_KEEP_DATABASE=true): drop it when done.`);
    else {
      await runAlone(serverUrl as string, `drop database if exists ${name} with (force)`);
      console.log(`\nDatabase ${name} dropped.`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
