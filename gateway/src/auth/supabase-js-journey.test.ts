// A person's account journey through @supabase/supabase-js 2.109 itself, against the embedded auth
// service on a real port: the browser's client works unchanged (AUTH-WIRE.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, isAuthSessionMissingError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { eq, sql } from 'drizzle-orm';
import { authSessions } from '../db/schema';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { createTestGateway, fragmentOf, mailsTo, SETUP_TIMEOUT_MS, type TestGateway } from './test-accounts';

const ANON_KEY = 'bullpen-embedded-anon';

interface Served {
  gateway: TestGateway;
  baseUrl: string;
  close(): Promise<void>;
}

/** A gateway listening on a free port, its PUBLIC_URL that very address. */
async function serve(database: TestDatabase, env: NodeJS.ProcessEnv = {}, rateLimits?: object): Promise<Served> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gateway = await createTestGateway(database.connection, { PUBLIC_URL: baseUrl, ...env }, rateLimits ? { rateLimits } : {});
  server.on('request', gateway.app);
  return {
    gateway,
    baseUrl,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.dispose();
    },
  };
}

function client(baseUrl: string): SupabaseClient {
  return createClient(baseUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own (AUTH-WIRE.md, Node-side gotcha).
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

for (const driver of testDrivers) {
  describeDriver(driver)(`supabase-js against the embedded auth service (${driver.name})`, () => {
    let database: TestDatabase;
    let served: Served;
    let baseUrl: string;
    let gateway: TestGateway;

    beforeAll(async () => {
      database = await driver.open();
      served = await serve(database);
      ({ baseUrl, gateway } = served);
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await served?.close();
      await database?.dispose();
    });

    /** Follows the newest e-mailed link of `email` without a browser; returns where it redirects. */
    async function followMailedLink(email: string): Promise<{ link: URL; location: string }> {
      const [mail] = await mailsTo(gateway, email);
      const link = new URL(mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? 'http://missing/');
      const visit = await fetch(link, { redirect: 'manual' });
      expect(visit.status).toBe(303);
      return { link, location: visit.headers.get('location') ?? '' };
    }

    async function api(path: string, accessToken: string) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('signs up, confirms by e-mail, signs in, refreshes, updates the user, and signs out everywhere', async () => {
      const supabase = client(baseUrl);
      const email = 'ada@example.com';
      const data = { full_name: 'Ada Lovelace', affiliation: 'LSE', specialization: 'private-equity' };

      const signUp = await supabase.auth.signUp({
        email,
        password: 'first password',
        options: { data, emailRedirectTo: `${baseUrl}/profile` },
      });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      expect(signUp.data.user).toMatchObject({ email, user_metadata: data });
      expect(signUp.data.user?.identities).toHaveLength(1);

      const early = await supabase.auth.signInWithPassword({ email, password: 'first password' });
      expect([early.error?.status, early.error?.code, early.error?.message]).toEqual([400, 'email_not_confirmed', 'Email not confirmed']);

      const { link, location } = await followMailedLink(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl}/auth/v1/verify`);
      expect([link.searchParams.get('type'), link.searchParams.get('redirect_to')]).toEqual(['signup', `${baseUrl}/profile`]);
      expect(location.startsWith(`${baseUrl}/profile#`)).toBe(true);
      const fragment = fragmentOf(location);
      expect(fragment).toMatchObject({ token_type: 'bearer', type: 'signup' });
      expect(Number(fragment.expires_in)).toBe(3600);
      // What detectSessionInUrl does with the fragment in a browser.
      const fromLink = await client(baseUrl).auth.setSession({
        access_token: fragment.access_token!,
        refresh_token: fragment.refresh_token!,
      });
      expect(fromLink.error).toBeNull();
      expect(fromLink.data.user?.email_confirmed_at).toEqual(expect.any(String));

      const signIn = await supabase.auth.signInWithPassword({ email, password: 'first password' });
      expect(signIn.error).toBeNull();
      const session = signIn.data.session!;
      expect(session.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', is_anonymous: false });
      expect(decodeClaims(session.access_token)).toMatchObject({
        iss: `${baseUrl}/auth/v1`,
        sub: session.user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        session_id: expect.any(String),
      });

      // The profile was created from the sign-up data.
      const me = await api('/api/me', session.access_token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        user: { id: session.user.id, email },
        profile: { full_name: 'Ada Lovelace', affiliation: 'LSE', specialization: 'private-equity', has_premium: false },
        roles: { admin: false, premium: false, company: false },
      });

      const refreshed = await supabase.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
      expect(refreshed.data.session?.access_token).toEqual(expect.any(String));

      const events: string[] = [];
      supabase.auth.onAuthStateChange((event) => events.push(event));
      const renamed = await supabase.auth.updateUser({ data: { full_name: 'Ada King' } });
      expect(renamed.error).toBeNull();
      expect(renamed.data.user?.user_metadata).toMatchObject({ full_name: 'Ada King', affiliation: 'LSE' });
      expect(events).toContain('USER_UPDATED');
      const current = (await supabase.auth.getSession()).data.session!;
      expect((await api('/api/profile', current.access_token)).body.full_name).toBe('Ada King');

      const newPassword = await supabase.auth.updateUser({ password: 'second password' });
      expect(newPassword.error).toBeNull();
      const oldPassword = await client(baseUrl).auth.signInWithPassword({ email, password: 'first password' });
      expect(oldPassword.error?.message).toBe('Invalid credentials');
      expect((await client(baseUrl).auth.signInWithPassword({ email, password: 'second password' })).error).toBeNull();

      const latest = (await supabase.auth.getSession()).data.session!;
      expect((await supabase.auth.signOut({ scope: 'global' })).error).toBeNull();
      expect((await supabase.auth.getSession()).data.session).toBeNull();

      const reuse = await client(baseUrl).auth.refreshSession({ refresh_token: latest.refresh_token });
      expect(reuse.error).not.toBeNull();
      expect(reuse.data.session).toBeNull();
      const revoked = await client(baseUrl).auth.getUser(latest.access_token);
      expect(isAuthSessionMissingError(revoked.error)).toBe(true);
      expect((await api('/api/me', latest.access_token)).status).toBe(401);
    });

    it('answers a wrong password and an unknown e-mail with the same "Invalid credentials"', async () => {
      const supabase = client(baseUrl);
      await supabase.auth.signUp({ email: 'grace@example.com', password: 'right password' });
      await followMailedLink('grace@example.com');
      const wrong = await supabase.auth.signInWithPassword({ email: 'grace@example.com', password: 'wrong password' });
      const unknown = await supabase.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
      for (const { error } of [wrong, unknown]) {
        expect([error?.status, error?.code, error?.message]).toEqual([400, 'invalid_credentials', 'Invalid credentials']);
      }
    });

    it('refuses a password under 6 characters as a weak password', async () => {
      const { error } = await client(baseUrl).auth.signUp({ email: 'short@example.com', password: '12345' });
      expect(isAuthWeakPasswordError(error)).toBe(true);
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
      expect(await mailsTo(gateway, 'short@example.com')).toHaveLength(0);
    });

    it('answers a sign-up with a registered e-mail with a user without identities, and mails nothing', async () => {
      const supabase = client(baseUrl);
      await supabase.auth.signUp({ email: 'taken@example.com', password: 'password one' });
      await followMailedLink('taken@example.com');
      const mailsBefore = (await mailsTo(gateway, 'taken@example.com')).length;

      const again = await supabase.auth.signUp({ email: 'Taken@Example.com', password: 'password two' });
      expect(again.error).toBeNull();
      expect(again.data.user?.identities).toEqual([]);
      expect(await mailsTo(gateway, 'taken@example.com')).toHaveLength(mailsBefore);
      // The account keeps its password.
      expect((await supabase.auth.signInWithPassword({ email: 'taken@example.com', password: 'password one' })).error).toBeNull();
    });

    it('resets a forgotten password through the e-mailed recovery link', async () => {
      const supabase = client(baseUrl);
      await supabase.auth.signUp({ email: 'reset@example.com', password: 'forgotten one' });
      await followMailedLink('reset@example.com');

      const sent = await supabase.auth.resetPasswordForEmail('reset@example.com', { redirectTo: `${baseUrl}/reset-password` });
      expect(sent.error).toBeNull();
      const { link, location } = await followMailedLink('reset@example.com');
      expect([link.searchParams.get('type'), link.searchParams.get('redirect_to')]).toEqual(['recovery', `${baseUrl}/reset-password`]);
      expect(location.startsWith(`${baseUrl}/reset-password#`)).toBe(true);
      const fragment = fragmentOf(location);
      expect(fragment.type).toBe('recovery');

      const recovering = client(baseUrl);
      await recovering.auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });
      expect((await recovering.auth.updateUser({ password: 'remembered one' })).error).toBeNull();
      expect((await client(baseUrl).auth.signInWithPassword({ email: 'reset@example.com', password: 'remembered one' })).error).toBeNull();

      // The link is single-use.
      const again = await fetch(link, { redirect: 'manual' });
      expect(fragmentOf(again.headers.get('location') ?? '')).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
    });

    it('changes the password of an older session with the code reauthenticate() mails', async () => {
      const supabase = client(baseUrl);
      await supabase.auth.signUp({ email: 'nonce@example.com', password: 'first password' });
      await followMailedLink('nonce@example.com');
      const session = (await supabase.auth.signInWithPassword({ email: 'nonce@example.com', password: 'first password' })).data.session!;
      await gateway.db
        .update(authSessions)
        .set({ createdAt: sql`now() - interval '1 hour'` })
        .where(eq(authSessions.userId, session.user.id));

      const refused = await supabase.auth.updateUser({ password: 'second password' });
      expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
      expect((await supabase.auth.reauthenticate()).error).toBeNull();
      const nonce = /\b(\d{6})\b/.exec((await mailsTo(gateway, 'nonce@example.com'))[0]?.text ?? '')?.[1];
      const changed = await supabase.auth.updateUser({ password: 'second password', nonce });
      expect(changed.error).toBeNull();
      expect((await client(baseUrl).auth.signInWithPassword({ email: 'nonce@example.com', password: 'second password' })).error).toBeNull();
    });

    it('answers recovery for an unknown e-mail like any other, and sends nothing', async () => {
      const { data, error } = await client(baseUrl).auth.resetPasswordForEmail('stranger@example.com');
      expect(error).toBeNull();
      expect(data).toEqual({});
      expect(await mailsTo(gateway, 'stranger@example.com')).toHaveLength(0);
    });

    it('revokes the whole session when a used refresh token comes back', async () => {
      const supabase = client(baseUrl);
      await supabase.auth.signUp({ email: 'replay@example.com', password: 'replay password' });
      await followMailedLink('replay@example.com');
      const first = (await supabase.auth.signInWithPassword({ email: 'replay@example.com', password: 'replay password' })).data
        .session!;
      const second = (await supabase.auth.refreshSession()).data.session!;

      const replay = await client(baseUrl).auth.refreshSession({ refresh_token: first.refresh_token });
      expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      // The thief's replay ends the session for everyone holding it, the rightful client included.
      const rightful = await client(baseUrl).auth.refreshSession({ refresh_token: second.refresh_token });
      expect(rightful.error).not.toBeNull();
      expect((await api('/api/me', second.access_token)).status).toBe(401);
    });

    it('says 429 with the spec\'s message after too many sign-ups', async () => {
      const limited = await serve(database, {}, { signup: { perIp: 100, perEmail: 2 } });
      try {
        const supabase = client(limited.baseUrl);
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expect((await supabase.auth.signUp({ email: 'eager@example.com', password: 'eager password' })).error).toBeNull();
        }
        const { error } = await supabase.auth.signUp({ email: 'EAGER@example.com', password: 'eager password' });
        expect(error).toMatchObject({
          status: 429,
          code: 'over_request_rate_limit',
          message: 'Too many signup attempts. Please wait a minute before trying again.',
        });
      } finally {
        await limited.close();
      }
    });
  });
}
