// The one proxy every forwarded path uses, against real upstream servers: forwarding, 502 when the
// upstream refuses the connection, 504 when it stays silent, header hygiene, and its request logs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createProxy, type Upstream } from './proxy';

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: http.Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('the gateway proxy', () => {
  const seen: Seen[] = [];
  const logged: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  let upstream: http.Server;
  let silent: http.Server;
  let origin: string;
  let silentOrigin: string;
  let refusedOrigin: string;

  const appFor = (target: Omit<Upstream, 'service'>, trustProxy: false | number = false) => {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use('/svc', createProxy(() => ({ service: 'The test service', ...target }), { timeoutMs: 300 }, logger));
    return app;
  };

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url!, headers: req.headers, body });
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'upstream=1', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ url: req.url }));
      });
    });
    origin = await listen(upstream);
    // Accepts the connection, never answers.
    silent = http.createServer(() => undefined);
    silentOrigin = await listen(silent);
    const closed = http.createServer();
    refusedOrigin = await listen(closed);
    await close(closed);
  });

  afterAll(async () => {
    await close(upstream);
    await close(silent);
  });

  it('forwards method, path below its mount, query and body to the target, and streams back status and headers', async () => {
    const app = appFor({ target: `${origin}/base`, actsForUser: true });
    const response = await request(app).post('/svc/token?grant_type=password').set('Connection', 'keep-alive').send({ email: 'a@example.com' });
    expect([response.status, response.body, response.headers['x-upstream']]).toEqual([201, { url: '/base/token?grant_type=password' }, 'yes']);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ email: 'a@example.com' });
    expect(seen.at(-1)!.headers.host).toBe(new URL(origin).host);
    // The upstream's connection is closed after each request; the browser's stays open.
    expect([seen.at(-1)!.headers.connection, response.headers.connection]).toEqual(['close', 'keep-alive']);
    expect(logged.at(-1)).toMatchObject({ service: 'The test service', method: 'POST', url: '/svc/token?grant_type=password', status: 201 });
  });

  it('answers 502 naming the service when the upstream refuses the connection', async () => {
    const response = await request(appFor({ target: refusedOrigin, actsForUser: false })).get('/svc/remoteEntry.js');
    expect([response.status, response.body]).toEqual([
      502,
      { error: { code: 'upstream_unavailable', message: 'The test service cannot be reached right now.' } },
    ]);
    expect(logged.at(-1)).toMatchObject({ service: 'The test service', status: 502, code: 'ECONNREFUSED', level: 40 });
  });

  it('answers 504 naming the service when the upstream does not answer in time, instead of hanging', async () => {
    const response = await request(appFor({ target: silentOrigin, actsForUser: false })).get('/svc/mf-manifest.json');
    expect([response.status, response.body]).toEqual([
      504,
      { error: { code: 'upstream_timeout', message: 'The test service did not answer within 300 ms.' } },
    ]);
  });

  it("replaces the client's X-Forwarded-* headers with what it sees itself when no proxy in front is trusted", async () => {
    await request(appFor({ target: origin, actsForUser: true }))
      .get('/svc/user')
      .set('X-Forwarded-For', '6.6.6.6')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Real-IP', '6.6.6.6')
      .set('Forwarded', 'for=6.6.6.6');
    const { headers } = seen.at(-1)!;
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect([headers['x-forwarded-proto'], headers['x-forwarded-host']]).toEqual(['http', expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
    expect([headers['x-real-ip'], headers.forwarded]).toEqual([undefined, undefined]);
  });

  it('passes on the client address a trusted proxy in front reports, and nothing a client added before it', async () => {
    await request(appFor({ target: origin, actsForUser: true }, 1))
      .get('/svc/user')
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.7')
      .set('X-Forwarded-Proto', 'https');
    const { headers } = seen.at(-1)!;
    expect(headers['x-forwarded-for']).toMatch(/^203\.0\.113\.7, (::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('sends a service acting for the user its Authorization header but never the gateway cookies', async () => {
    const response = await request(appFor({ target: origin, actsForUser: true }))
      .get('/svc/user')
      .set('Authorization', 'Bearer user-token')
      .set('Cookie', 'bullpen_gate=secret');
    expect([seen.at(-1)!.headers.authorization, seen.at(-1)!.headers.cookie]).toEqual(['Bearer user-token', undefined]);
    expect(response.headers['set-cookie']).toEqual(['upstream=1']);
  });

  it("sends a remote's static server neither cookies nor Authorization, and passes back none of its cookies", async () => {
    const response = await request(appFor({ target: origin, actsForUser: false }))
      .get('/svc/remoteEntry.js')
      .set('Authorization', 'Bearer user-token')
      .set('Proxy-Authorization', 'Basic x')
      .set('Cookie', 'bullpen_gate=secret');
    const { headers } = seen.at(-1)!;
    expect([headers.authorization, headers['proxy-authorization'], headers.cookie]).toEqual([undefined, undefined, undefined]);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves a request without an upstream to the next handler', async () => {
    const app = express();
    app.use(createProxy(() => undefined, { timeoutMs: 300 }, logger));
    app.get('/local', (_req, res) => void res.send('served here'));
    expect((await request(app).get('/local')).text).toBe('served here');
  });
});
