// The embedded auth service on the wire, request by request (AUTH-WIRE.md): error shapes, links,
// redirects, refresh rotation, logout scopes, rate limits, and what is stored.
import { eq, sql } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { authOneTimeTokens, authRefreshTokens, authUsers } from '../db/schema';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { authErrorHandler } from './auth-error';
import {
  createAccount,
  createTestGateway,
  fragmentOf,
  latestLink,
  mailsTo,
  SETUP_TIMEOUT_MS,
  TEST_PUBLIC_URL,
  type TestGateway,
} from './test-accounts';

const API_VERSION = '2024-01-01';

for (const driver of testDrivers) {
  describeDriver(driver)(`/auth/v1 on the wire (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection);
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const post = (path: string, body: object = {}) => request(gateway.app).post(`/auth/v1${path}`).send(body);

    function expectAuthError(response: request.Response, status: number, code: string, message: string) {
      expect(response.status).toBe(status);
      expect(response.headers['x-supabase-api-version']).toBe(API_VERSION);
      expect(response.body).toMatchObject({ code, error_code: code, msg: message, message });
    }

    describe('sign-up', () => {
      it('answers the bare user and mails a confirmation link to /auth/v1/verify', async () => {
        const response = await post('/signup?redirect_to=' + encodeURIComponent(`${TEST_PUBLIC_URL}/welcome`), {
          email: '  New.User@Example.com ',
          password: 'secret password',
          data: { full_name: 'New User' },
        });
        expect(response.status).toBe(200);
        expect(response.headers['x-supabase-api-version']).toBe(API_VERSION);
        expect(response.body).toMatchObject({
          id: expect.any(String),
          aud: 'authenticated',
          role: 'authenticated',
          email: 'new.user@example.com',
          user_metadata: { full_name: 'New User' },
          app_metadata: { provider: 'email', providers: ['email'] },
          identities: [{ provider: 'email', user_id: response.body.id, identity_data: { email_verified: false } }],
          is_anonymous: false,
        });
        expect(response.body.email_confirmed_at).toBeUndefined();
        expect(response.body.access_token).toBeUndefined();

        const [mail] = await mailsTo(gateway, 'new.user@example.com');
        expect(mail?.subject).toBe('Confirm your Bullpen account');
        const link = new URL(mail!.text.match(/http\S+/)![0]);
        expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/v1/verify`);
        expect(link.searchParams.get('type')).toBe('signup');
        expect(link.searchParams.get('redirect_to')).toBe(`${TEST_PUBLIC_URL}/welcome`);
        expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      });

      it('stores the password as argon2id and the link token only as a hash', async () => {
        await post('/signup', { email: 'hashed@example.com', password: 'plain password' });
        const [user] = await gateway.db.select().from(authUsers).where(eq(authUsers.email, 'hashed@example.com'));
        expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
        const token = new URL(TEST_PUBLIC_URL + (await latestLink(gateway, 'hashed@example.com'))).searchParams.get('token')!;
        const tokens = await gateway.db.select().from(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user!.id));
        expect(tokens.map((t) => t.tokenHash)).not.toContain(token);
        expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      });

      it('refuses a missing e-mail or password with GoTrue\'s message', async () => {
        const message = 'You must provide either an email or phone number and a password';
        expectAuthError(await post('/signup', { password: 'secret password' }), 400, 'validation_failed', message);
        expectAuthError(await post('/signup', { email: 'x@example.com' }), 400, 'validation_failed', message);
      });

      it('refuses an address that is not an e-mail', async () => {
        const response = await post('/signup', { email: 'not-an-email', password: 'secret password' });
        expectAuthError(response, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      });

      it('refuses a short password as weak, with the reasons', async () => {
        const response = await post('/signup', { email: 'weak@example.com', password: 'abc' });
        expectAuthError(response, 422, 'weak_password', 'Password should be at least 6 characters.');
        expect(response.body.weak_password).toEqual({ reasons: ['length'] });
      });

      it('signs an unconfirmed address up again: only the newest link works, and neither password', async () => {
        await post('/signup', { email: 'twice@example.com', password: 'first attempt' });
        const firstLink = await latestLink(gateway, 'twice@example.com');
        const again = await post('/signup', { email: 'twice@example.com', password: 'second attempt' });
        expect(again.body.identities).toHaveLength(1);
        const stale = await request(gateway.app).get(firstLink);
        expect(fragmentOf(stale.headers.location!).error_code).toBe('otp_expired');
        const newest = await request(gateway.app).get(await latestLink(gateway, 'twice@example.com'));
        expect(fragmentOf(newest.headers.location!).type).toBe('recovery');
        for (const password of ['first attempt', 'second attempt']) {
          expect((await post('/token?grant_type=password', { email: 'twice@example.com', password })).status).toBe(400);
        }
      });

      it('answers malformed JSON in GoTrue\'s shape', async () => {
        const response = await request(gateway.app).post('/auth/v1/signup').set('Content-Type', 'application/json').send('{"email":');
        expectAuthError(response, 400, 'bad_json', 'Could not parse request body as JSON');
      });
    });

    describe('password sign-in', () => {
      it('answers a token response with the user', async () => {
        await createAccount(gateway, 'signin@example.com', {}, 'signin password');
        const response = await post('/token?grant_type=password', { email: 'SIGNIN@example.com', password: 'signin password' });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          access_token: expect.any(String),
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: expect.any(Number),
          refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user: { email: 'signin@example.com', email_confirmed_at: expect.any(String), last_sign_in_at: expect.any(String) },
        });
        expect(response.body.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
        const stored = await gateway.db.select({ hash: authRefreshTokens.tokenHash }).from(authRefreshTokens);
        expect(stored.map((row) => row.hash)).not.toContain(response.body.refresh_token);
      });

      it('gives one generic error for a wrong password and an unknown e-mail', async () => {
        await createAccount(gateway, 'generic@example.com', {}, 'generic password');
        for (const body of [
          { email: 'generic@example.com', password: 'not it' },
          { email: 'unknown@example.com', password: 'generic password' },
        ]) {
          expectAuthError(await post('/token?grant_type=password', body), 400, 'invalid_credentials', 'Invalid credentials');
        }
      });

      it('refuses an unsupported grant type', async () => {
        expect((await post('/token?grant_type=magic', {})).status).toBe(400);
      });
    });

    describe('refresh tokens', () => {
      it('rotates: each token works once', async () => {
        const account = await createAccount(gateway, 'rotate@example.com');
        const first = await post('/token?grant_type=refresh_token', { refresh_token: account.refreshToken });
        expect(first.status).toBe(200);
        expect(first.body.refresh_token).not.toBe(account.refreshToken);
        const second = await post('/token?grant_type=refresh_token', { refresh_token: first.body.refresh_token });
        expect(second.status).toBe(200);
      });

      it('revokes the session family when a used token is presented again', async () => {
        const account = await createAccount(gateway, 'family@example.com');
        const next = await post('/token?grant_type=refresh_token', { refresh_token: account.refreshToken });
        const replay = await post('/token?grant_type=refresh_token', { refresh_token: account.refreshToken });
        expectAuthError(replay, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        const after = await post('/token?grant_type=refresh_token', { refresh_token: next.body.refresh_token });
        expectAuthError(after, 400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
        const user = await request(gateway.app).get('/auth/v1/user').set('Authorization', `Bearer ${next.body.access_token}`);
        expect([user.status, user.body.code]).toEqual([403, 'session_not_found']);
      });

      it('does not know a made-up token', async () => {
        const response = await post('/token?grant_type=refresh_token', { refresh_token: 'made-up' });
        expectAuthError(response, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      });
    });

    describe('user', () => {
      it('needs a bearer access token; the anon key is not one', async () => {
        expect((await request(gateway.app).get('/auth/v1/user')).status).toBe(401);
        const anon = await request(gateway.app).get('/auth/v1/user').set('Authorization', 'Bearer bullpen-embedded-anon');
        expect([anon.status, anon.body.code]).toEqual([403, 'bad_jwt']);
      });

      it('refuses an e-mail change and an unchanged password', async () => {
        const account = await createAccount(gateway, 'keep@example.com', {}, 'same password');
        const put = (body: object) => request(gateway.app).put('/auth/v1/user').set('Authorization', account.bearer).send(body);
        expect((await put({ email: 'other@example.com' })).status).toBe(422);
        expectAuthError(await put({ password: 'same password' }), 422, 'same_password', 'New password should be different from the old password.');
        expect((await put({ password: 'abc' })).body.code).toBe('weak_password');
      });

      it('signs out the other sessions when the password changes', async () => {
        const here = await createAccount(gateway, 'change@example.com', {}, 'old password');
        const elsewhere = (await post('/token?grant_type=password', { email: 'change@example.com', password: 'old password' })).body;
        const changed = await request(gateway.app).put('/auth/v1/user').set('Authorization', here.bearer).send({ password: 'new password' });
        expect(changed.status).toBe(200);
        const stillHere = await request(gateway.app).get('/auth/v1/user').set('Authorization', here.bearer);
        const gone = await request(gateway.app).get('/auth/v1/user').set('Authorization', `Bearer ${elsewhere.access_token}`);
        expect([stillHere.status, gone.status]).toEqual([200, 403]);
      });
    });

    describe('logout', () => {
      async function twoSessions(email: string) {
        const one = await createAccount(gateway, email, {}, 'two sessions');
        const two = (await post('/token?grant_type=password', { email, password: 'two sessions' })).body;
        return { one, two: { bearer: `Bearer ${two.access_token}`, refreshToken: two.refresh_token as string } };
      }
      const works = async (refreshToken: string) =>
        (await post('/token?grant_type=refresh_token', { refresh_token: refreshToken })).status === 200;

      it('local ends this session only; answers 204', async () => {
        const { one, two } = await twoSessions('local@example.com');
        const response = await request(gateway.app).post('/auth/v1/logout?scope=local').set('Authorization', one.bearer);
        expect(response.status).toBe(204);
        expect([await works(one.refreshToken), await works(two.refreshToken)]).toEqual([false, true]);
      });

      it('others ends every other session', async () => {
        const { one, two } = await twoSessions('others@example.com');
        await request(gateway.app).post('/auth/v1/logout?scope=others').set('Authorization', one.bearer);
        expect([await works(one.refreshToken), await works(two.refreshToken)]).toEqual([true, false]);
      });

      it('global ends them all', async () => {
        const { one, two } = await twoSessions('global@example.com');
        await request(gateway.app).post('/auth/v1/logout?scope=global').set('Authorization', two.bearer);
        expect([await works(one.refreshToken), await works(two.refreshToken)]).toEqual([false, false]);
      });
    });

    describe('verify links', () => {
      it('redirects with the session in the fragment, and the same link then fails', async () => {
        await post('/signup', { email: 'link@example.com', password: 'link password' });
        const link = await latestLink(gateway, 'link@example.com');
        // A mail scanner's HEAD does not use the link up.
        expect((await request(gateway.app).head(link)).status).toBe(200);
        const first = await request(gateway.app).get(link);
        expect(first.status).toBe(303);
        expect(first.headers.location!.startsWith(`${TEST_PUBLIC_URL}/#`)).toBe(true);
        expect(Object.keys(fragmentOf(first.headers.location!)).sort()).toEqual(
          ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type'].sort(),
        );
        const second = await request(gateway.app).get(link);
        expect(second.status).toBe(303);
        expect(fragmentOf(second.headers.location!)).toEqual({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
      });

      it('refuses an expired link', async () => {
        await post('/signup', { email: 'late@example.com', password: 'late password' });
        const link = await latestLink(gateway, 'late@example.com');
        await gateway.db.update(authOneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
        const response = await request(gateway.app).get(link);
        expect(fragmentOf(response.headers.location!).error_code).toBe('otp_expired');
      });

      it('sends a foreign redirect_to to PUBLIC_URL instead', async () => {
        await post('/signup', { email: 'foreign@example.com', password: 'foreign password' });
        const link = (await latestLink(gateway, 'foreign@example.com')).replace(/redirect_to=[^&]*/, 'redirect_to=https%3A%2F%2Fevil.example%2Fsteal');
        const response = await request(gateway.app).get(link);
        expect(response.headers.location!.startsWith(`${TEST_PUBLIC_URL}/#access_token=`)).toBe(true);
      });

      it('answers a garbage token with the error fragment', async () => {
        const response = await request(gateway.app).get('/auth/v1/verify?token=nope&type=signup');
        expect(response.status).toBe(303);
        expect(fragmentOf(response.headers.location!).error).toBe('access_denied');
      });

      it('recovery links default to /reset-password', async () => {
        await createAccount(gateway, 'recover@example.com');
        expect((await post('/recover', { email: 'recover@example.com' })).body).toEqual({});
        const link = new URL(TEST_PUBLIC_URL + (await latestLink(gateway, 'recover@example.com')));
        expect([link.searchParams.get('type'), link.searchParams.get('redirect_to')]).toEqual(['recovery', `${TEST_PUBLIC_URL}/reset-password`]);
        const response = await request(gateway.app).get(link.pathname + link.search);
        expect(response.headers.location!.startsWith(`${TEST_PUBLIC_URL}/reset-password#`)).toBe(true);
        expect(fragmentOf(response.headers.location!).type).toBe('recovery');
      });
    });

    describe('settings and OAuth', () => {
      it('GET /settings: e-mail sign-up with confirmation, no OAuth provider', async () => {
        const response = await request(gateway.app).get('/auth/v1/settings');
        expect(response.body).toEqual({
          external: { email: true, google: false, linkedin_oidc: false },
          disable_signup: false,
          mailer_autoconfirm: false,
        });
      });

      it('GET /authorize sends the browser back with "provider is not configured"', async () => {
        const redirect = `${TEST_PUBLIC_URL}/auth/callback?t=1`;
        const response = await request(gateway.app).get(`/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirect)}`);
        expect(response.status).toBe(303);
        expect(response.headers.location!.startsWith(`${TEST_PUBLIC_URL}/auth/callback?t=1#`)).toBe(true);
        const fragment = fragmentOf(response.headers.location!);
        expect(fragment.error).toBe('invalid_request');
        expect(fragment.error_description).toMatch(/^Provider is not configured: Google sign-in is not available here/);
      });

      it('GET /authorize without a usable redirect answers 400 JSON', async () => {
        for (const query of ['provider=linkedin_oidc', 'provider=google&redirect_to=https%3A%2F%2Fevil.example']) {
          const response = await request(gateway.app).get(`/auth/v1/authorize?${query}`);
          expect([response.status, response.body.code]).toEqual([400, 'provider_disabled']);
          expect(response.body.message).toMatch(/^Provider is not configured/);
        }
      });
    });
  });
}

describe('/auth/v1 rate limits', () => {
  let database: TestDatabase;
  let gateway: TestGateway;

  beforeAll(async () => {
    database = await testDrivers[0]!.open();
    gateway = await createTestGateway(database.connection, {}, {
      rateLimits: {
        signup: { perIp: 3, perEmail: 100 },
        token: { perIp: 100, perEmail: 2 },
        recover: { perIp: 100, perEmail: 1 },
      },
    });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await gateway?.dispose();
    await database?.dispose();
  });

  const post = (path: string, body: object) => request(gateway.app).post(`/auth/v1${path}`).send(body);

  it('limits sign-ups per IP address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('/signup', { email: `ip${i}@example.com`, password: 'password' })).status).toBe(200);
    const response = await post('/signup', { email: 'ip9@example.com', password: 'password' });
    expect(response.status).toBe(429);
    expect(response.headers['x-supabase-api-version']).toBe(API_VERSION);
    expect(response.body).toMatchObject({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      message: 'Too many signup attempts. Please wait a minute before trying again.',
    });
  });

  it('limits password sign-ins per e-mail, whatever its case, but not refreshes', async () => {
    await post('/token?grant_type=password', { email: 'target@example.com', password: 'guess 1' });
    await post('/token?grant_type=password', { email: 'TARGET@example.com', password: 'guess 2' });
    const third = await post('/token?grant_type=password', { email: 'Target@Example.com', password: 'guess 3' });
    expect([third.status, third.body.message]).toEqual([429, 'Too many login attempts. Please wait a minute before trying again.']);
    const other = await post('/token?grant_type=password', { email: 'other@example.com', password: 'guess' });
    expect(other.status).toBe(400);
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/token?grant_type=refresh_token', { refresh_token: 'x', email: 'target@example.com' })).status).toBe(400);
    }
  });

  it('limits recovery mails per e-mail', async () => {
    expect((await post('/recover', { email: 'flood@example.com' })).status).toBe(200);
    const response = await post('/recover', { email: 'flood@example.com' });
    expect([response.status, response.body.message]).toEqual([
      429,
      'Too many password reset requests. Please wait a minute before trying again.',
    ]);
  });
});

describe('authErrorHandler', () => {
  it('gives a 5xx no user-facing message', async () => {
    const app = express()
      .get('/boom', () => {
        throw new Error('database password is hunter2');
      })
      .use(authErrorHandler);
    const response = await request(app).get('/boom');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(response.body.code).toBe('unexpected_failure');
  });
});
