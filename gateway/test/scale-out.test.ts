// Bullpen as several gateways: two gateways on one PostgreSQL database and one Redis, behind nginx
// (deploy/nginx.conf.template, round robin). Runs when PostgreSQL (127.0.0.1:5432, or TEST_DATABASE_URL),
// Redis (127.0.0.1:6379, or TEST_REDIS_URL) and nginx are on this machine; otherwise it is skipped and says why.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import pino from 'pino';
import { createApp, type GatewayApp } from '../src/app';
import { fragmentOf, GENEROUS_RATE_LIMITS, latestLink, TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../src/auth/test-accounts';
import { loadConfig } from '../src/config';
import { readMigrations } from '../src/db/migrate';
import { PNG_BYTES } from './hardening-world';
import { pdfWithText } from './cv-files';
import { findNginx, startNginx, type RunningNginx } from './nginx';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = findNginx();
const SETUP_TIMEOUT_MS = 60_000;
/** Sign-in attempts allowed per e-mail address per minute, counted across both gateways. */
const SIGN_INS_PER_EMAIL = 3;

/** Whether something answers on each host:port, checked before the suite is declared (jest declares synchronously). */
function listening(urls: string[]): boolean[] {
  const targets = urls.map((url) => {
    const { hostname, port } = new URL(url);
    return { host: hostname, port: Number(port) };
  });
  const script = `const net = require('node:net');
Promise.all(${JSON.stringify(targets)}.map(({ host, port }) => new Promise((resolve) => {
  const socket = net.connect(port, host);
  socket.setTimeout(1000, () => { socket.destroy(); resolve(false); });
  socket.once('connect', () => { socket.end(); resolve(true); });
  socket.once('error', () => resolve(false));
}))).then((up) => process.stdout.write(JSON.stringify(up)));`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 5000 });
  try {
    return JSON.parse(result.stdout) as boolean[];
  } catch {
    return urls.map(() => false);
  }
}

const [postgresUp, redisUp] = listening([POSTGRES_URL, REDIS_URL]);
const missing = [
  postgresUp ? undefined : `PostgreSQL does not answer at ${new URL(POSTGRES_URL).host}`,
  redisUp ? undefined : `Redis does not answer at ${new URL(REDIS_URL).host}`,
  NGINX ? undefined : 'nginx is not installed (apt-get install -y nginx)',
].filter((reason): reason is string => Boolean(reason));
if (missing.length) console.log(`Scale-out test skipped: ${missing.join('; ')}.`);

interface RunningGateway {
  gateway: GatewayApp;
  server: http.Server;
  url: string;
  /** Requests this gateway has received. */
  served: number;
  /** Messages it logged. */
  logs: Array<{ msg: string; migrations?: string[] }>;
  dataDir: string;
}

/** Runs one statement on the server (or one of its databases) and returns its rows. */
async function query<Row extends object>(statement: string, url = POSTGRES_URL): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A gateway as in production, each with a DATA_DIR of its own: nothing on local disk is shared. */
async function startGateway(databaseUrl: string): Promise<RunningGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-scale-out-'));
  const logs: RunningGateway['logs'] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as RunningGateway['logs'][number]);
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
  });
  const gateway = await createApp(config, {
    logger: pino({ level: 'info' }, destination),
    rateLimits: { ...GENEROUS_RATE_LIMITS, token: { perIp: 10_000, perEmail: SIGN_INS_PER_EMAIL } },
  });
  const server = http.createServer(gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const running: RunningGateway = {
    gateway,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: 0,
    logs,
    dataDir,
  };
  server.on('request', () => (running.served += 1));
  return running;
}

/** Stops answering at once, as a crashed process would: listening socket and open connections closed. */
function kill(running: RunningGateway): void {
  running.server.close();
  running.server.closeAllConnections();
}

interface Session {
  access_token: string;
  refresh_token: string;
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

async function upload(base: string, session: Session, route: string, bytes: Buffer, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${base}/api/profile/${route}`, { method: 'POST', headers: bearer(session), body: form });
}

(missing.length ? describe.skip : describe)('two gateways behind nginx on one PostgreSQL and one Redis', () => {
  const databaseName = `bullpen_scale_out_${process.pid}_${randomBytes(4).toString('hex')}`;
  const email = `scale.out.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  let databaseUrl: string;
  let first: RunningGateway;
  let second: RunningGateway;
  let nginx: RunningNginx;
  let session: Session;
  let avatarUrl: string;
  const pdf = pdfWithText(['Analyst, Example Capital']);

  beforeAll(async () => {
    await query(`create database ${databaseName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // Both start at once on an empty database.
    [first, second] = await Promise.all([startGateway(databaseUrl), startGateway(databaseUrl)]);
    nginx = await startNginx(NGINX!, [Number(new URL(first.url).port), Number(new URL(second.url).port)]);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    for (const running of [first, second]) {
      if (!running) continue;
      kill(running);
      await running.gateway.close();
      fs.rmSync(running.dataDir, { recursive: true, force: true });
    }
    await query(`drop database if exists ${databaseName} with (force)`);
  }, SETUP_TIMEOUT_MS);

  it('applies the migrations exactly once when both gateways start at once', async () => {
    const names = readMigrations().map((migration) => migration.name);
    const migrated = [first, second].map((running) => running.logs.find((log) => log.msg === 'database migrated')?.migrations ?? []);
    expect(migrated.map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, names.length]);
    expect(migrated.flat()).toEqual(names);
    expect(await query('select count(*)::int as count from schema_migrations', databaseUrl)).toEqual([{ count: names.length }]);
  });

  it('signs up and confirms on one gateway, then signs in and refreshes through the other', async () => {
    const signup = await fetch(`${first.url}/auth/v1/signup`, json({ email, password }));
    expect(signup.status).toBe(200);
    const confirm = await fetch(`${first.url}${await latestLink(first.gateway, email)}`, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(fragmentOf(confirm.headers.get('location')!)).toMatchObject({ type: 'signup', token_type: 'bearer' });

    const signIn = await fetch(`${second.url}/auth/v1/token?grant_type=password`, json({ email, password }));
    expect(signIn.status).toBe(200);
    const signedIn = (await signIn.json()) as Session & { user: { email: string } };
    expect(signedIn.user.email).toBe(email);
    const refresh = await fetch(`${second.url}/auth/v1/token?grant_type=refresh_token`, json({ refresh_token: signedIn.refresh_token }));
    expect(refresh.status).toBe(200);
    session = (await refresh.json()) as Session;
    expect(session.refresh_token).not.toBe(signedIn.refresh_token);
    // The token one gateway signed is good on the other.
    const me = await fetch(`${first.url}/api/me`, { headers: bearer(session) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('reads an avatar and a CV uploaded to one gateway back through the other, the CV only with the account', async () => {
    const avatar = await upload(first.url, session, 'avatar', PNG_BYTES, 'me.png', 'image/png');
    expect(avatar.status).toBe(200);
    avatarUrl = ((await avatar.json()) as { avatar_url: string }).avatar_url;
    expect(avatarUrl).toMatch(/^\/files\/avatars\//);
    const cv = await upload(first.url, session, 'cv', pdf, 'my-cv.pdf', 'application/pdf');
    expect(cv.status).toBe(200);

    const avatarBack = await fetch(`${second.url}${avatarUrl}`);
    expect(avatarBack.status).toBe(200);
    expect(avatarBack.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await avatarBack.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const cvBack = await fetch(`${second.url}/api/profile/cv`, { headers: bearer(session) });
    expect(cvBack.status).toBe(200);
    expect(Buffer.from(await cvBack.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${second.url}/api/profile/cv`)).status).toBe(401);
    const { cv_url: cvUrl } = (await (await fetch(`${second.url}/api/profile`, { headers: bearer(session) })).json()) as { cv_url: string };
    expect((await fetch(`${second.url}/files/user-cvs/${cvUrl}`)).status).toBe(404);
    // Neither gateway kept a file on its own disk.
    for (const running of [first, second]) expect(fs.existsSync(path.join(running.dataDir, 'uploads'))).toBe(false);
  });

  it('counts a rate limit across both gateways', async () => {
    const target = `limited.${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (const running of [first, second, first, second]) {
      const attempt = await fetch(`${running.url}/auth/v1/token?grant_type=password`, json({ email: target, password: 'wrong password' }));
      statuses.push(attempt.status);
    }
    // Each gateway saw two attempts; together they are one over the limit.
    expect(statuses).toEqual([...Array<number>(SIGN_INS_PER_EMAIL).fill(400), 429]);
  });

  it('spreads requests over both gateways, and keeps the user signed in when one is killed mid-journey', async () => {
    const before = [first.served, second.served];
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${nginx.url}/api/me`, { headers: bearer(session) })).status).toBe(200);
    expect(first.served).toBeGreaterThan(before[0]!);
    expect(second.served).toBeGreaterThan(before[1]!);

    kill(first);
    const answeredBySecond = second.served;
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${nginx.url}/api/me`, { headers: bearer(session) })).status).toBe(200);
    const refresh = await fetch(`${nginx.url}/auth/v1/token?grant_type=refresh_token`, json({ refresh_token: session.refresh_token }));
    expect(refresh.status).toBe(200);
    session = (await refresh.json()) as Session;
    const me = await fetch(`${nginx.url}/api/me`, { headers: bearer(session) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    expect((await fetch(`${nginx.url}${avatarUrl}`)).status).toBe(200);
    expect(second.served - answeredBySecond).toBe(7);
  });
});
