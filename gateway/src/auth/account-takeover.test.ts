// What someone without the mailbox cannot do: take over an unconfirmed address by signing it up again,
// or turn a stolen access token into the account (a password change needs a recent sign-in or a code
// sent by mail, and sessions end after inactivity and after a maximum lifetime).
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { authRefreshTokens, authSessions } from '../db/schema';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { createAccount, createTestGateway, fragmentOf, latestLink, mailsTo, SETUP_TIMEOUT_MS, TEST_PUBLIC_URL, type TestGateway } from './test-accounts';

for (const driver of testDrivers) {
  describeDriver(driver)(`account takeover defences (${driver.name})`, () => {
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
    const signIn = (email: string, password: string) => post('/token?grant_type=password', { email, password });
    const putUser = (bearer: string, body: object) => request(gateway.app).put('/auth/v1/user').set('Authorization', bearer).send(body);
    const reauthenticate = (bearer: string) => request(gateway.app).get('/auth/v1/reauthenticate').set('Authorization', bearer);

    /** Follows the newest link mailed to `email`; returns where it leads and the session it opened. */
    async function followNewestLink(email: string) {
      const location = (await request(gateway.app).get(await latestLink(gateway, email))).headers.location ?? '';
      const fragment = fragmentOf(location);
      return { location, fragment, bearer: `Bearer ${fragment.access_token}` };
    }

    describe('a repeat sign-up of an unconfirmed address', () => {
      async function expectMailboxOwnerChoosesPassword(email: string, triedPasswords: string[], staleLink: string) {
        // The earlier link no longer confirms anything.
        const stale = await request(gateway.app).get(staleLink);
        expect(fragmentOf(stale.headers.location!).error_code).toBe('otp_expired');
        // Neither password signs in, before or after the mailbox is proven.
        for (const password of triedPasswords) expect((await signIn(email, password)).body.code).toBe('invalid_credentials');

        const [mail] = await mailsTo(gateway, email);
        expect(mail?.subject).toBe('Confirm your Bullpen account and choose a password');
        const { location, fragment, bearer } = await followNewestLink(email);
        // The link signs the mailbox's owner in on the screen that sets a password, as a recovery link does.
        expect(location.startsWith(`${TEST_PUBLIC_URL}/reset-password#`)).toBe(true);
        expect(fragment).toMatchObject({ type: 'recovery', token_type: 'bearer' });
        for (const password of triedPasswords) expect((await signIn(email, password)).body.code).toBe('invalid_credentials');

        const me = await request(gateway.app).get('/auth/v1/user').set('Authorization', bearer);
        expect(me.body.email_confirmed_at).toEqual(expect.any(String));
        expect((await putUser(bearer, { password: 'chosen by the owner' })).status).toBe(200);
        expect((await signIn(email, 'chosen by the owner')).status).toBe(200);
        for (const password of triedPasswords) expect((await signIn(email, password)).status).toBe(400);
      }

      it('owner first: the second password does not replace the first, and neither is kept', async () => {
        const email = 'owner-first@example.com';
        expect((await post('/signup', { email, password: 'owner password' })).status).toBe(200);
        const ownersLink = await latestLink(gateway, email);
        const attacker = await post('/signup', { email, password: 'attacker password' });
        // Answered like any sign-up: nothing tells the caller what happened to the account.
        expect([attacker.status, attacker.body.identities?.length]).toEqual([200, 1]);
        await expectMailboxOwnerChoosesPassword(email, ['owner password', 'attacker password'], ownersLink);
      });

      it('attacker first: the first password is not kept either', async () => {
        const email = 'attacker-first@example.com';
        await post('/signup', { email, password: 'attacker password' });
        const attackersLink = await latestLink(gateway, email);
        expect((await post('/signup', { email, password: 'owner password' })).status).toBe(200);
        await expectMailboxOwnerChoosesPassword(email, ['attacker password', 'owner password'], attackersLink);
      });

      it('with the same password again, is an ordinary resend of the confirmation', async () => {
        const email = 'resend@example.com';
        await post('/signup', { email, password: 'same password' });
        await post('/signup', { email, password: 'same password' });
        const { location, fragment } = await followNewestLink(email);
        expect(location.startsWith(`${TEST_PUBLIC_URL}/#`)).toBe(true);
        expect(fragment.type).toBe('signup');
        expect((await signIn(email, 'same password')).status).toBe(200);
      });
    });

    describe('changing the password or the e-mail', () => {
      /** An account whose session began `age` ago (by the server's clock). */
      async function accountSignedIn(email: string, age: string) {
        const account = await createAccount(gateway, email, {}, 'old password');
        await gateway.db
          .update(authSessions)
          .set({ createdAt: sql`now() - ${age}::interval` })
          .where(eq(authSessions.userId, account.id));
        return account;
      }

      it('needs no code within minutes of signing in', async () => {
        const account = await accountSignedIn('fresh@example.com', '1 minute');
        expect((await putUser(account.bearer, { password: 'new password' })).status).toBe(200);
      });

      it('needs reauthentication once the sign-in is older, for the password and the e-mail alike', async () => {
        const account = await accountSignedIn('stale@example.com', '1 hour');
        for (const body of [{ password: 'taken over' }, { email: 'thief@example.com' }]) {
          const response = await putUser(account.bearer, body);
          expect(response.status).toBe(400);
          expect(response.body).toMatchObject({
            code: 'reauthentication_needed',
            error_code: 'reauthentication_needed',
            message: 'Password update requires reauthentication',
          });
        }
        expect((await signIn('stale@example.com', 'old password')).status).toBe(200);
        // Profile data is not a credential: it changes without a code.
        expect((await putUser(account.bearer, { data: { full_name: 'Still Me' } })).status).toBe(200);
      });

      it('accepts the code mailed by GET /reauthenticate, once', async () => {
        const account = await accountSignedIn('nonce@example.com', '1 hour');
        const sent = await reauthenticate(account.bearer);
        expect([sent.status, sent.body]).toEqual([200, {}]);
        const [mail] = await mailsTo(gateway, 'nonce@example.com');
        expect(mail?.subject).toBe('Your Bullpen verification code');
        const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        const wrongCode = code === '000000' ? '000001' : '000000';

        const wrong = await putUser(account.bearer, { password: 'new password', nonce: wrongCode });
        expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([422, 'reauthentication_not_valid', 'Nonce has expired or is invalid']);
        expect((await putUser(account.bearer, { password: 'new password', nonce: code })).status).toBe(200);
        expect((await signIn('nonce@example.com', 'new password')).status).toBe(200);
        expect((await putUser(account.bearer, { password: 'newer password', nonce: code })).body.code).toBe('reauthentication_not_valid');
      });

      it('voids the code after five wrong guesses', async () => {
        const account = await accountSignedIn('guesses@example.com', '1 hour');
        await reauthenticate(account.bearer);
        const code = /\b(\d{6})\b/.exec((await mailsTo(gateway, 'guesses@example.com'))[0]!.text)![1]!;
        const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((guess) => guess !== code).slice(0, 5);
        for (const guess of wrongCodes) expect((await putUser(account.bearer, { password: 'guessed', nonce: guess })).status).toBe(422);
        expect((await putUser(account.bearer, { password: 'guessed', nonce: code })).body.code).toBe('reauthentication_not_valid');
      });

      it('sends at most one code a minute', async () => {
        const account = await accountSignedIn('flood-codes@example.com', '1 hour');
        expect((await reauthenticate(account.bearer)).status).toBe(200);
        const again = await reauthenticate(account.bearer);
        expect([again.status, again.body.code]).toEqual([429, 'over_email_send_rate_limit']);
        expect(await mailsTo(gateway, 'flood-codes@example.com')).toHaveLength(2);
      });

      it('GET /reauthenticate needs a signed-in user', async () => {
        expect((await request(gateway.app).get('/auth/v1/reauthenticate')).status).toBe(401);
      });

      it('a recovery link counts as a recent sign-in', async () => {
        await createAccount(gateway, 'forgot@example.com', {}, 'forgotten');
        await post('/recover', { email: 'forgot@example.com' });
        const { bearer } = await followNewestLink('forgot@example.com');
        expect((await putUser(bearer, { password: 'remembered' })).status).toBe(200);
      });
    });

    describe('session lifetimes', () => {
      const refresh = (refreshToken: string) => post('/token?grant_type=refresh_token', { refresh_token: refreshToken });

      it('a session unused for longer than the inactivity timeout ends', async () => {
        const account = await createAccount(gateway, 'idle@example.com');
        const { sessionId } = (await gateway.db.select({ sessionId: authSessions.id }).from(authSessions).where(eq(authSessions.userId, account.id)))[0]!;
        await gateway.db
          .update(authRefreshTokens)
          .set({ createdAt: sql`now() - interval '8 days'` })
          .where(eq(authRefreshTokens.sessionId, sessionId));
        const response = await refresh(account.refreshToken);
        expect([response.status, response.body.code, response.body.message]).toEqual([
          400,
          'session_expired',
          'Invalid Refresh Token: Session Expired (Inactivity)',
        ]);
        expect((await request(gateway.app).get('/auth/v1/user').set('Authorization', account.bearer)).body.code).toBe('session_not_found');
      });

      it('an active session still ends at the refresh tokens\' maximum lifetime', async () => {
        const account = await createAccount(gateway, 'forever@example.com');
        const first = await refresh(account.refreshToken);
        expect(first.status).toBe(200);
        await gateway.db
          .update(authSessions)
          .set({ createdAt: sql`now() - interval '31 days'` })
          .where(eq(authSessions.userId, account.id));
        const response = await refresh(first.body.refresh_token);
        expect([response.status, response.body.code, response.body.message]).toEqual([400, 'session_expired', 'Invalid Refresh Token: Session Expired']);
      });

      it('a session in use within both limits keeps refreshing', async () => {
        const account = await createAccount(gateway, 'steady@example.com');
        await gateway.db
          .update(authSessions)
          .set({ createdAt: sql`now() - interval '29 days'` })
          .where(eq(authSessions.userId, account.id));
        expect((await refresh(account.refreshToken)).status).toBe(200);
      });
    });
  });
}

describe('session lifetimes are configurable', () => {
  let database: TestDatabase;
  let gateway: TestGateway;

  beforeAll(async () => {
    database = await testDrivers[0]!.open();
    gateway = await createTestGateway(database.connection, { SESSION_INACTIVITY_TIMEOUT: '7200', REFRESH_TOKEN_MAX_LIFETIME: '86400' });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await gateway?.dispose();
    await database?.dispose();
  });

  it('ends a session after SESSION_INACTIVITY_TIMEOUT and REFRESH_TOKEN_MAX_LIFETIME', async () => {
    const idle = await createAccount(gateway, 'idle-hours@example.com');
    await gateway.db.update(authRefreshTokens).set({ createdAt: sql`now() - interval '3 hours'` });
    const afterIdle = await request(gateway.app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: idle.refreshToken });
    expect(afterIdle.body.code).toBe('session_expired');

    const old = await createAccount(gateway, 'two-days@example.com');
    await gateway.db
      .update(authSessions)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(authSessions.userId, old.id));
    const afterLifetime = await request(gateway.app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: old.refreshToken });
    expect(afterLifetime.body.code).toBe('session_expired');
  });
});
