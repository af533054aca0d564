// Load benchmark of the gateway with autocannon: starts the built gateway (gateway/dist/server.js) on
// loopback with a fresh temporary DATA_DIR, signs a student up, then drives, ~10 s each: a static
// shell asset, /registry.json, a signed-in API read (at 10 and at 200 connections) and an answer
// evaluation. Prints requests per second, p50/p99 latency and errors per case; exits 1 when the
// 200-connection API read had any error.
//
// Run from the repository root, after `npm run build`:   npx tsx bench/load.bench.ts
// Options: --duration=<seconds per case> (default 10), --only=<text> (e.g. --only=@200),
// --database-url=postgres://... (PostgreSQL instead of the built-in PGlite),
// --gateways=2 (two gateways on that PostgreSQL behind nginx, deploy/nginx.conf.template, round robin;
// needs --database-url and nginx; --redis-url=redis://... shares their rate-limit counters).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findNginx, freePort, startNginx, type RunningNginx } from '../gateway/test/nginx';

const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'gateway', 'dist', 'server.js');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const DURATION_S = Number(option('duration') ?? 10);
/** Only the cases whose name (with "@connections") contains this text. */
const ONLY = option('only');
/** A PostgreSQL server to use instead of the built-in PGlite. */
const DATABASE = option('database-url');
/** A Redis server for the gateways' rate-limit counters. */
const REDIS = option('redis-url');
/** 1: the gateway answers directly. 2: two gateways behind nginx. */
const GATEWAYS = Number(option('gateways') ?? 1);
/** Unique, so a run against a reused PostgreSQL database signs up a new student. */
const EMAIL = `load.student.${Date.now()}@bench.test`;
const PASSWORD = 'correct horse battery';

interface Case {
  name: string;
  path: string;
  connections: number;
  method?: 'GET' | 'POST';
  body?: string;
  auth?: boolean;
}

interface Row {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  detail: string;
}

async function waitUntilUp(base: string, gateway: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (gateway.exitCode !== null) throw new Error(`the gateway exited with code ${gateway.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the gateway did not come up within 60 s');
}

/** Signs up, follows the confirmation link from the development mailbox, and returns the access token. */
async function signIn(base: string): Promise<string> {
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const mails = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(EMAIL)}`)).json()) as unknown;
  const link = JSON.stringify(mails).match(/https?:\/\/[^\s"\\]+\/auth\/v1\/verify\?[^\s"\\]+/)?.[0];
  if (!link) throw new Error('no confirmation link in the development mailbox');
  const url = new URL(link);
  await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
  const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const session = (await token.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-in failed: ${token.status}`);
  return session.access_token;
}

function shellAsset(): string {
  const dist = path.join(ROOT, 'shell', 'dist');
  const asset = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) ?? fs.readdirSync(dist).find((file) => file.endsWith('.js'));
  if (!asset) throw new Error('shell/dist has no JavaScript: run npm run build');
  return `/${asset}`;
}

async function run(base: string, token: string, test: Case): Promise<Row> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (test.auth) headers.Authorization = `Bearer ${token}`;
  if (test.body) headers['Content-Type'] = 'application/json';
  const result = await autocannon({
    url: `${base}${test.path}`,
    method: test.method ?? 'GET',
    body: test.body,
    headers,
    connections: test.connections,
    duration: DURATION_S,
  });
  return {
    name: test.name,
    connections: test.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // Socket errors (timeouts included) and every answer that was not a 2xx.
    errors: result.errors + result.non2xx,
    detail: `${result.errors} socket errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx, slowest ${result.latency.max} ms: ${JSON.stringify(result.statusCodeStats)}`,
  };
}

interface Gateway {
  process: ChildProcess;
  port: number;
  dataDir: string;
}

/**
 * Starts the built gateway on a free port. Several share the database, Redis, JWT secret and public URL
 * (the issuer of their tokens), so each accepts the tokens any of them signed.
 */
async function startGateway(jwtSecret: string, publicPort: number | undefined): Promise<Gateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-load-'));
  const port = await freePort();
  // The built-in database, evaluator and in-memory limits, whatever this shell has configured.
  const inherited = { ...process.env };
  for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'GATE_PASSWORD', 'SUPABASE_URL', 'SUPABASE_ANON_KEY']) delete inherited[name];
  const gateway = spawn(process.execPath, [SERVER], {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://127.0.0.1:${publicPort ?? port}`,
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: 'loopback',
      // One student answers thousands of times here; the limit itself is covered by the tests.
      AI_EVALUATIONS_PER_MINUTE: '100000',
      ...(DATABASE ? { DATABASE_URL: DATABASE } : {}),
      ...(REDIS ? { REDIS_URL: REDIS } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`http://127.0.0.1:${port}`, gateway);
  return { process: gateway, port, dataDir };
}

async function stopGateway(gateway: Gateway): Promise<void> {
  if (gateway.process.exitCode === null) {
    const exited = new Promise((resolve) => gateway.process.once('exit', resolve));
    gateway.process.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(gateway.dataDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  if (!fs.existsSync(SERVER)) throw new Error('gateway/dist/server.js is missing: run npm run build');
  if (GATEWAYS !== 1 && GATEWAYS !== 2) throw new Error('--gateways must be 1 or 2');
  const nginxBinary = GATEWAYS === 2 ? findNginx() : undefined;
  if (GATEWAYS === 2 && !DATABASE) throw new Error('--gateways=2 needs --database-url (the gateways share one PostgreSQL)');
  if (GATEWAYS === 2 && !nginxBinary) throw new Error('--gateways=2 needs nginx (apt-get install -y nginx)');
  const jwtSecret = randomBytes(32).toString('hex');
  const gateways: Gateway[] = [];
  let nginx: RunningNginx | undefined;
  const nginxPort = nginxBinary ? await freePort() : undefined;
  try {
    for (let i = 0; i < GATEWAYS; i += 1) gateways.push(await startGateway(jwtSecret, nginxPort));
    if (nginxBinary) nginx = await startNginx(nginxBinary, [gateways[0]!.port, gateways[1]!.port], nginxPort);
    const base = nginx?.url ?? `http://127.0.0.1:${gateways[0]!.port}`;
    const token = await signIn(base);
    const answer = JSON.stringify({
      questionId: 'ib-tech-001',
      specialization: 'ib',
      interviewType: 'Technical',
      answer: 'Net income flows to retained earnings; depreciation is added back in cash flow from operations and lowers PP&E on the balance sheet.',
    });
    const cases: Case[] = [
      { name: 'static shell asset', path: shellAsset(), connections: 10 },
      { name: 'GET /registry.json', path: '/registry.json', connections: 10 },
      { name: 'GET /registry.json', path: '/registry.json', connections: 200 },
      { name: 'signed-in GET /api/progress', path: '/api/progress', connections: 10, auth: true },
      { name: 'signed-in GET /api/progress', path: '/api/progress', connections: 200, auth: true },
      { name: 'POST /api/interview-responses (evaluation)', path: '/api/interview-responses', connections: 10, method: 'POST', body: answer, auth: true },
    ];
    const rows: Row[] = [];
    for (const test of cases.filter((c) => !ONLY || `${c.name} @${c.connections}`.includes(ONLY))) {
      const row = await run(base, token, test);
      rows.push(row);
      console.log(`${row.name} @${row.connections}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors${row.errors ? ` (${row.detail})` : ''}`);
    }
    const setUp = GATEWAYS === 2 ? 'two gateways behind nginx' : 'one gateway';
    console.log(`\nGateway load, ${setUp} (${DATABASE ? 'PostgreSQL' : 'PGlite'}), ${DURATION_S} s per case, ${os.cpus().length} CPU(s), Node ${process.version}\n`);
    console.log('| case | connections | req/s | p50 (ms) | p99 (ms) | requests | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} |`);
    const wide = rows.find((r) => r.connections === 200);
    if (wide && wide.errors > 0) {
      console.error(`\nThe gateway had ${wide.errors} errors at 200 connections.`);
      process.exitCode = 1;
    }
  } finally {
    await nginx?.stop();
    await Promise.all(gateways.map(stopGateway));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
