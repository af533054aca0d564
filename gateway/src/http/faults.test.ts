// Faults the gateway must ride out: the database going away and coming back (503 with a clear message,
// nobody signed out, recovery without a restart), the AI service down, slow or talking nonsense (the
// local evaluator answers, with the notice), a gateway restart in the middle of a session, and an
// upload cut off half way (no partial file).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { Express } from 'express';
import { Client } from 'pg';
import request from 'supertest';
import { FALLBACK_NOTICE } from '../ai/answer-evaluator';
import { createApp } from '../app';
import { createAccount, createTestGateway, SETUP_TIMEOUT_MS, TEST_PUBLIC_URL, type TestAccount, type TestGateway } from '../auth/test-accounts';
import { openDatabase, pgliteConnection, type DatabaseConnection } from '../db/connection';
import { userRoles } from '../db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { VALID_PREP } from '../../test/hardening-world';
import { silentLogger, testConfig } from '../../test/support';

const ANSWER = {
  questionId: 'ib-tech-001',
  specialization: 'ib',
  interviewType: 'Technical',
  answer: 'Start with net income, add back non-cash charges, adjust for working capital; the cash flows into the balance sheet.',
};

/** Polls `condition` (every 50 ms, 10 s at most); resolves with its last value. */
async function eventually(condition: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/** While the database is away: 503 with the message, never a 401 that would sign the user out. */
async function expectUnavailable(app: Express, bearer: string): Promise<void> {
  const api = await request(app).get('/api/progress').set('Authorization', bearer);
  expect([api.status, api.body.error]).toEqual([503, { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }]);
  expect(api.headers['retry-after']).toBe('5');
  const user = await request(app).get('/auth/v1/user').set('Authorization', bearer);
  expect([user.status, user.body.msg]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
  expect((await request(app).get('/healthz')).status).toBe(503);
}

describe('the database going away', () => {
  it('answers 503 with a clear message while PGlite fails, and recovers by itself', async () => {
    const client = await PGlite.create('memory://');
    let down = false;
    const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    // PGlite keeps private state: its methods run on the real client, and fail while `down`.
    const flaky = new Proxy(client, {
      get(target, property) {
        if (down && (property === 'query' || property === 'exec' || property === 'transaction')) return refused;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const connection = pgliteConnection(flaky);
    const gateway = await createTestGateway(connection);
    try {
      const student = await createAccount(gateway, 'flaky.pglite@students.test');
      down = true;
      await expectUnavailable(gateway.app, student.bearer);
      down = false;
      expect((await request(gateway.app).get('/api/progress').set('Authorization', student.bearer)).status).toBe(200);
      expect((await request(gateway.app).get('/healthz')).status).toBe(200);
    } finally {
      await gateway.dispose();
      await client.close();
    }
  }, SETUP_TIMEOUT_MS);

  const serverUrl = process.env.TEST_DATABASE_URL;
  (serverUrl ? it : it.skip)('answers 503 while PostgreSQL cannot be reached, and recovers by itself (TEST_DATABASE_URL)', async () => {
    const target = new URL(serverUrl!);
    const name = `bullpen_outage_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    // A TCP relay to the server that can be cut and restored on the same port.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [socket, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy()).on('close', () => sockets.delete(s));
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as AddressInfo).port;
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;
    const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' }, silentLogger);
    const gateway = await createTestGateway(connection);
    try {
      const student = await createAccount(gateway, 'flaky.postgres@students.test');
      await new Promise((resolve) => relay.close(resolve).unref());
      for (const socket of sockets) socket.destroy();
      await expectUnavailable(gateway.app, student.bearer);
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      expect((await request(gateway.app).get('/api/progress').set('Authorization', student.bearer)).status).toBe(200);
    } finally {
      await gateway.dispose();
      await connection.close();
      relay.close();
      for (const socket of sockets) socket.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, SETUP_TIMEOUT_MS);
});

describe('the AI service failing', () => {
  let gateway: TestGateway;
  let student: string;
  let ai: http.Server;
  let mode: 'garbage' | 'slow' = 'garbage';
  /** Replies the slow service is holding back; released only when the suite ends. */
  const held: http.ServerResponse[] = [];
  let dead: TestGateway;

  beforeAll(async () => {
    ai = http.createServer((req, res) => {
      req.resume().on('end', () => {
        if (mode === 'slow') held.push(res);
        else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices": [{"message": {"content": "<html>Bad gateway</html>"}}]');
      });
    });
    await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, silentLogger);
    const env = { AI_API_KEY: 'sk-faults-test-key', AI_TIMEOUT_MS: '1000' };
    gateway = await createTestGateway(database, { ...env, AI_BASE_URL: `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1` });
    // Nothing listens on port 9 of loopback (discard): the service is down.
    dead = await createTestGateway(database, { ...env, AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const account = await createAccount(gateway, 'ai.faults@students.test');
    await gateway.db.insert(userRoles).values({ userId: account.id, role: 'premium' });
    student = account.bearer;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const res of held) res.end();
    await dead?.dispose();
    await gateway?.dispose();
    await new Promise((resolve) => ai.close(resolve));
  });

  const submit = (app: TestGateway) => request(app.app).post('/api/interview-responses').set('Authorization', student).send(ANSWER);

  it.each([
    ['down', () => dead],
    ['answering garbage', () => gateway],
    ['slower than the timeout', () => gateway],
  ])('scores with the local evaluator and says so when the service is %s', async (what, app) => {
    mode = what === 'slower than the timeout' ? 'slow' : 'garbage';
    const heldBefore = held.length;
    const response = await submit(app());
    expect(response.status).toBe(201);
    expect(response.body.evaluation).toMatchObject({ source: 'local', notice: FALLBACK_NOTICE });
    expect(response.text).not.toContain('sk-faults-test-key');
    // The slow service is still holding its reply (and its retry): the gateway gave up on its own.
    if (mode === 'slow') expect(held.length).toBeGreaterThan(heldBefore);
  });
});

describe('a gateway restart during a session', () => {
  it('keeps the user signed in and every saved answer', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-restart-'));
    // No JWT_SECRET: the secret is generated into DATA_DIR, as on a developer's machine.
    const config = testConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL, AI_EVALUATIONS_PER_MINUTE: '100' });
    try {
      const first = await createApp(config, { logger: silentLogger });
      let account: TestAccount;
      let prepId: string;
      try {
        account = await createAccount(first, 'restart@students.test');
        const prep = await request(first.app).post('/api/preps').set('Authorization', account.bearer).send(VALID_PREP);
        prepId = prep.body.id as string;
        const saved = await request(first.app)
          .put(`/api/preps/${prepId}/answers`)
          .set('Authorization', account.bearer)
          .send({ section: 'technical', questionId: 0, answer: 'Saved before the restart.' });
        expect(saved.status).toBe(200);
        expect((await request(first.app).post('/api/interview-responses').set('Authorization', account.bearer).send(ANSWER)).status).toBe(201);
      } finally {
        await first.close();
      }

      const second = await createApp(config, { logger: silentLogger });
      try {
        const me = await request(second.app).get('/api/me').set('Authorization', account.bearer);
        expect([me.status, me.body.user?.email]).toEqual([200, 'restart@students.test']);
        const refreshed = await request(second.app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: account.refreshToken });
        expect(refreshed.status).toBe(200);
        const prep = await request(second.app).get(`/api/preps/${prepId}`).set('Authorization', account.bearer);
        expect(JSON.stringify(prep.body)).toContain('Saved before the restart.');
        const answers = await request(second.app).get('/api/interview-responses').set('Authorization', account.bearer);
        expect(JSON.stringify(answers.body)).toContain(ANSWER.answer);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, SETUP_TIMEOUT_MS);
});

describe('an upload cut off half way', () => {
  it('leaves no partial file behind', async () => {
    const database: DatabaseConnection = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, silentLogger);
    const gateway = await createTestGateway(database, { ADMIN_EMAILS: 'cut.admin@bullpen.test' });
    const server = http.createServer(gateway.app);
    try {
      const admin = await createAccount(gateway, 'cut.admin@bullpen.test');
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      // An MP4 header, then the client goes away with most of the declared body unsent.
      await new Promise<void>((resolve) => {
        const upload = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/demo-video',
          headers: { Authorization: admin.bearer, 'Content-Type': 'video/mp4', 'Content-Length': String(5 * 1024 * 1024) },
        });
        upload.on('error', () => resolve());
        upload.write(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(256 * 1024, 1)]), () => {
          setImmediate(() => {
            upload.destroy();
            resolve();
          });
        });
      });
      // The gateway had started writing the video (a temporary file appeared) and, noticing the closed
      // connection, removed it.
      const uploads = path.join(gateway.dataDir, 'uploads');
      const tmp = path.join(uploads, '.tmp');
      const leftovers = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).map(String).filter((f) => !fs.statSync(path.join(uploads, f)).isDirectory()) : []);
      const sawTemporary = await eventually(() => fs.existsSync(tmp));
      expect(sawTemporary).toBe(true);
      await eventually(() => leftovers().length === 0);
      expect(leftovers()).toEqual([]);
      expect((await request(gateway.app).get('/api/demo-video')).status).toBe(404);
    } finally {
      server.close();
      await gateway.dispose();
      await database.close();
    }
  }, SETUP_TIMEOUT_MS);
});
