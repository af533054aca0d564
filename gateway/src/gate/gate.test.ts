// The shared-password gate: off by default; when on, the password stays on the server and unlocks a signed token.
import request from 'supertest';
import { gatewaysOnOneDatabase, TEST_JWT_SECRET } from '../auth/test-accounts';
import { signJwt } from '../auth/jwt';

describe('shared-password gate', () => {
  const gatewayWith = gatewaysOnOneDatabase();

  async function appWith(env: NodeJS.ProcessEnv, gateLimit = 10_000) {
    return (await gatewayWith(env, { rateLimits: { gate: { perIp: gateLimit } } })).app;
  }

  it('is off without GATE_PASSWORD: everything verifies, nothing unlocks', async () => {
    const app = await appWith({});
    expect((await request(app).get('/api/gate')).body).toEqual({ enabled: false });
    expect((await request(app).get('/api/gate/verify')).status).toBe(200);
    expect((await request(app).post('/api/gate').send({ password: 'anything' })).status).toBe(404);
    expect((await request(app).get('/api/config')).body.gateEnabled).toBe(false);
  });

  it('when on, unlocks with the right password only, and verifies the token it gave', async () => {
    const app = await appWith({ GATE_PASSWORD: 'open sesame' });
    expect((await request(app).get('/api/gate')).body).toEqual({ enabled: true });
    expect((await request(app).get('/api/config')).body.gateEnabled).toBe(true);

    const wrong = await request(app).post('/api/gate').send({ password: 'open sesam' });
    expect([wrong.status, wrong.body]).toEqual([401, { error: { code: 'incorrect_password', message: 'Incorrect password' } }]);
    expect((await request(app).post('/api/gate').send({})).status).toBe(401);

    const right = await request(app).post('/api/gate').send({ password: 'open sesame' });
    expect(right.status).toBe(200);
    expect(Object.keys(right.body)).toEqual(['token']);
    expect(JSON.stringify(right.body)).not.toContain('open sesame');
    const claims = JSON.parse(Buffer.from(right.body.token.split('.')[1], 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ typ: 'gate' });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);

    expect((await request(app).get('/api/gate/verify').set('X-Gate-Token', right.body.token)).status).toBe(200);
    expect((await request(app).get('/api/gate/verify')).status).toBe(401);
    expect((await request(app).get('/api/gate/verify').set('X-Gate-Token', `${right.body.token}x`)).status).toBe(401);
    // A user's access token (another audience) is not a gate token.
    const now = Math.floor(Date.now() / 1000);
    const accessLike = await signJwt({ aud: 'authenticated', typ: 'gate', exp: now + 60 }, Buffer.from(TEST_JWT_SECRET));
    expect((await request(app).get('/api/gate/verify').set('X-Gate-Token', accessLike)).status).toBe(401);
  });

  it('stops honouring tokens once the password changes', async () => {
    const before = await appWith({ GATE_PASSWORD: 'first password' });
    const { token } = (await request(before).post('/api/gate').send({ password: 'first password' })).body;
    const after = await appWith({ GATE_PASSWORD: 'second password' });
    expect((await request(after).get('/api/gate/verify').set('X-Gate-Token', token)).status).toBe(401);
  });

  it('limits password attempts', async () => {
    const app = await appWith({ GATE_PASSWORD: 'guarded' }, 2);
    await request(app).post('/api/gate').send({ password: 'a' });
    await request(app).post('/api/gate').send({ password: 'b' });
    const third = await request(app).post('/api/gate').send({ password: 'guarded' });
    expect([third.status, third.body.error.code]).toEqual([429, 'rate_limited']);
  });
});
