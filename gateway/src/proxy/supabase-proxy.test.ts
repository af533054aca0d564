// With SUPABASE_URL set, /auth/v1 is forwarded to Supabase as is, and /api accepts Supabase's tokens.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { testDrivers, type TestDatabase } from '../../test/support';
import { signJwt } from '../auth/jwt';
import { createTestGateway, SETUP_TIMEOUT_MS, TEST_JWT_SECRET, type TestGateway } from '../auth/test-accounts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('/auth/v1 proxied to Supabase', () => {
  let upstream: http.Server;
  let supabaseUrl: string;
  const seen: Seen[] = [];
  let database: TestDatabase;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url!.startsWith('/auth/v1/verify')) {
          res.writeHead(303, { Location: 'http://bullpen.test/#access_token=abc' }).end();
          return;
        }
        res.writeHead(req.url!.startsWith('/auth/v1/token') ? 400 : 200, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' });
        res.end(JSON.stringify({ from: 'supabase', url: req.url }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    supabaseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    database = await testDrivers[0]!.open();
    gateway = await createTestGateway(database.connection, { SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: 'anon-key-of-the-project' });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await gateway?.dispose();
    await database?.dispose();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('forwards method, path, query, headers and body, and streams the answer back with its status', async () => {
    const response = await request(gateway.app)
      .post('/auth/v1/token?grant_type=password')
      .set('apikey', 'anon-key-of-the-project')
      .set('Authorization', 'Bearer anon-key-of-the-project')
      .send({ email: 'a@example.com', password: 'pw' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ from: 'supabase', url: '/auth/v1/token?grant_type=password' });
    expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');
    const request0 = seen.at(-1)!;
    expect(request0).toMatchObject({ method: 'POST', url: '/auth/v1/token?grant_type=password' });
    expect(request0.headers).toMatchObject({ apikey: 'anon-key-of-the-project', authorization: 'Bearer anon-key-of-the-project' });
    expect(JSON.parse(request0.body)).toEqual({ email: 'a@example.com', password: 'pw' });
  });

  it('passes redirects to the browser instead of following them', async () => {
    const response = await request(gateway.app).get('/auth/v1/verify?token=t&type=signup');
    expect([response.status, response.headers.location]).toEqual([303, 'http://bullpen.test/#access_token=abc']);
  });

  it('answers 502 naming Supabase auth when the project cannot be reached, which supabase-js retries', async () => {
    const unreachable = await createTestGateway(database.connection, { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon-key-of-the-project' });
    try {
      const response = await request(unreachable.app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: 'r' });
      expect([response.status, response.body.error]).toEqual([502, { code: 'upstream_unavailable', message: 'Supabase auth cannot be reached right now.' }]);
    } finally {
      await unreachable.dispose();
    }
  });

  it('tells the browser the project\'s anon key and that auth is not embedded', async () => {
    const response = await request(gateway.app).get('/api/config');
    expect(response.body).toMatchObject({ auth: { embedded: false }, supabaseAnonKey: 'anon-key-of-the-project' });
  });

  it('accepts a Supabase access token signed with the project\'s JWT secret on /api', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `${supabaseUrl}/auth/v1`,
      sub: '6f1c2d4e-1111-4222-8333-944455556666',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'hosted@example.com',
      session_id: 's1',
      iat: now,
      exp: now + 600,
    };
    const me = await request(gateway.app).get('/api/me').set('Authorization', `Bearer ${await signJwt(claims, Buffer.from(TEST_JWT_SECRET))}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { id: claims.sub, email: 'hosted@example.com' }, profile: { id: claims.sub } });
    const anonymous = await signJwt({ ...claims, is_anonymous: true }, Buffer.from(TEST_JWT_SECRET));
    expect((await request(gateway.app).get('/api/me').set('Authorization', `Bearer ${anonymous}`)).status).toBe(401);
  });
});
