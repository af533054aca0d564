// Abuse the gateway must refuse: too many sign-ins, evaluations or uploads (counted in Redis across
// gateway instances when REDIS_URL is set), bodies over the size limits, and pages allowed to run
// inline script.
import net from 'node:net';
import request from 'supertest';
import { createAccount, gatewaysOnOneDatabase, SETUP_TIMEOUT_MS, type TestGateway } from '../auth/test-accounts';
import { PNG_BYTES, uploadedFiles } from '../../test/hardening-world';
import { UPLOAD_LIMIT_MESSAGE } from '../rate-limit/upload-rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';
const ANSWER = { questionId: 'ib-tech-001', specialization: 'ib', interviewType: 'Technical', answer: 'Revenue less costs, then the statements link.' };
const LIMITS = { token: { perEmail: 2 }, upload: { perEmail: 2 } };
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@abuse.test`;

function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1000);
    socket.on('connect', () => resolve(true)).on('error', () => resolve(false)).on('timeout', () => resolve(false));
    socket.on('close', () => socket.destroy());
    socket.once('connect', () => socket.end());
  });
}

describe('abuse', () => {
  const gatewayWith = gatewaysOnOneDatabase();

  /** Two sign-ins, two evaluations and two uploads are fine; the third of each is refused with 429. */
  async function expectLimitsOn(first: TestGateway, second: TestGateway) {
    const account = await createAccount(first, unique('limited'));
    const signIn = (gateway: TestGateway) =>
      request(gateway.app).post('/auth/v1/token?grant_type=password').send({ email: account.email, password: 'wrong password' });
    expect((await signIn(first)).status).toBe(400);
    expect((await signIn(second)).status).toBe(400);
    expect((await signIn(first)).status).toBe(429);

    const evaluate = (gateway: TestGateway) => request(gateway.app).post('/api/interview-responses').set('Authorization', account.bearer).send(ANSWER);
    expect((await evaluate(first)).status).toBe(201);
    expect((await evaluate(second)).status).toBe(201);
    const third = await evaluate(first);
    expect([third.status, third.body.error?.code]).toEqual([429, 'rate_limited']);

    const upload = (gateway: TestGateway) => request(gateway.app).post('/api/profile/avatar').set('Authorization', account.bearer).attach('file', PNG_BYTES, 'me.png');
    expect((await upload(first)).status).toBe(200);
    expect((await upload(second)).status).toBe(200);
    const before = uploadedFiles(first.dataDir);
    const refused = await upload(first);
    expect([refused.status, refused.body.error]).toEqual([429, { code: 'rate_limited', message: UPLOAD_LIMIT_MESSAGE }]);
    expect(uploadedFiles(first.dataDir)).toEqual(before);
  }

  it('limits sign-in attempts, evaluations and uploads per account', async () => {
    const gateway = await gatewayWith({ AI_EVALUATIONS_PER_MINUTE: '2' }, { rateLimits: LIMITS });
    await expectLimitsOn(gateway, gateway);
  }, SETUP_TIMEOUT_MS);

  it('shares the counts between two gateway instances through Redis (127.0.0.1:6379, when reachable)', async () => {
    if (!(await reachable(6379))) {
      console.warn(`Redis is not reachable at ${REDIS_URL}: the shared rate-limit check did not run.`);
      return;
    }
    const env = { AI_EVALUATIONS_PER_MINUTE: '2', REDIS_URL };
    const first = await gatewayWith(env, { rateLimits: LIMITS });
    const second = await gatewayWith(env, { rateLimits: LIMITS });
    // Each instance alone would allow two of each: the third is refused only because the counts are shared.
    await expectLimitsOn(first, second);
  }, SETUP_TIMEOUT_MS);

  it('refuses bodies over the size limits with 413 and a JSON error', async () => {
    const gateway = await gatewayWith();
    const account = await createAccount(gateway, unique('big'));
    const big = { message: 'x'.repeat(150 * 1024) };
    const api = await request(gateway.app).post('/api/contact').send(big);
    expect([api.status, api.type, api.body.error?.code]).toEqual([413, 'application/json', 'payload_too_large']);
    const auth = await request(gateway.app).put('/auth/v1/user').set('Authorization', account.bearer).send({ data: big });
    expect([auth.status, auth.type, auth.body.error_code]).toEqual([413, 'application/json', 'request_too_large']);
    const avatar = await request(gateway.app)
      .post('/api/profile/avatar')
      .set('Authorization', account.bearer)
      .attach('file', Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024 + 1)]), 'huge.png');
    expect([avatar.status, avatar.type, avatar.body.error?.code]).toEqual([413, 'application/json', 'file_too_large']);
    const cv = await request(gateway.app)
      .post('/api/preps/cv')
      .set('Authorization', account.bearer)
      .attach('file', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1)]), 'huge.pdf');
    expect([cv.status, cv.type, cv.body.error?.code]).toEqual([413, 'application/json', 'file_too_large']);
  }, SETUP_TIMEOUT_MS);

  it('sends a Content-Security-Policy that allows no inline or evaluated script', async () => {
    const gateway = await gatewayWith();
    for (const url of ['/', '/api/config', '/auth/v1/settings', '/registry.json']) {
      const csp = (await request(gateway.app).get(url).set('Accept', 'text/html')).headers['content-security-policy'] ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((part: string) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect([url, directives['script-src']]).toEqual([url, ["'self'"]]);
      expect([url, directives['script-src-attr'], directives['object-src'], directives['frame-ancestors']]).toEqual([url, ["'none'"], ["'none'"], ["'none'"]]);
      expect([url, directives['default-src']]).toEqual([url, ["'self'"]]);
    }
  }, SETUP_TIMEOUT_MS);
});
