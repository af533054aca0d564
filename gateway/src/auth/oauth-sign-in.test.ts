// Sign-in with Google (OpenID Connect) against a local provider: supabase-js's signInWithOAuth trip
// through /authorize, the provider and /callback, for the implicit flow and PKCE.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { ConfigError, loadConfig } from '../config';
import { startLocalOidcProvider, type LocalOidcProvider, type ProviderAccount } from '../../test/oidc-provider';
import { createAccount, fragmentOf, gatewaysOnOneDatabase, latestLink, TEST_PUBLIC_URL, type TestGateway } from './test-accounts';

const APP_CALLBACK = `${TEST_PUBLIC_URL}/auth/callback`;

/** Follows the provider's redirects (keeping its cookies) until it sends the browser back to the gateway. */
async function throughProvider(url: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(TEST_PUBLIC_URL)) return next;
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects at the provider');
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('sign-in with Google through OpenID Connect', () => {
  const gatewayWith = gatewaysOnOneDatabase();
  let provider: LocalOidcProvider;
  let gateway: TestGateway;

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ redirectUris: [`${TEST_PUBLIC_URL}/auth/v1/callback`] });
  });
  afterAll(() => provider.close());
  beforeAll(async () => {
    gateway = await gatewayWith({ GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER: provider.issuer });
  });

  /** The cookies /authorize set in the test's browser. */
  const browserCookies = new Map<string, string>();
  async function authorize(query: Record<string, string>) {
    const start = await request(gateway.app).get('/auth/v1/authorize').query({ provider: 'google', ...query });
    for (const cookie of ([] as string[]).concat(start.headers['set-cookie'] ?? [])) {
      const [pair = ''] = cookie.split(';');
      browserCookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return start;
  }
  /** Opens a gateway URL in the browser that started the sign-in. */
  const inBrowser = (url: string) =>
    request(gateway.app)
      .get(pathOf(url))
      .set('Cookie', [...browserCookies].map(([name, value]) => `${name}=${value}`).join('; '));

  /** The provider's redirect back to the gateway's /callback, for `account`. */
  async function providerAnswer(account: ProviderAccount, query: Record<string, string> = {}): Promise<string> {
    const start = await authorize({ redirect_to: APP_CALLBACK, ...query });
    expect(start.status).toBe(303);
    expect(start.headers.location).toMatch(new RegExp(`^${provider.issuer}/`));
    provider.signInNextAs(account);
    return throughProvider(start.headers.location!);
  }

  /** Where the gateway sends the browser once the provider has answered for `account`. */
  async function signInAs(account: ProviderAccount): Promise<string> {
    const back = await inBrowser(await providerAnswer(account));
    expect(back.status).toBe(303);
    return back.headers.location!;
  }

  async function userOf(location: string) {
    const { access_token: accessToken } = fragmentOf(location);
    expect(accessToken).toBeTruthy();
    const user = await request(gateway.app).get('/auth/v1/user').set('Authorization', `Bearer ${accessToken}`);
    expect(user.status).toBe(200);
    return user.body as { id: string; email: string; email_confirmed_at?: string };
  }

  it('tells supabase-js and the browser that Google is offered, and LinkedIn is not', async () => {
    const settings = await request(gateway.app).get('/auth/v1/settings');
    expect(settings.body.external).toEqual({ email: true, google: true, linkedin_oidc: false });
    const config = await request(gateway.app).get('/api/config');
    expect(config.body.auth.providers).toEqual({ google: true, linkedin: false });
  });

  it('creates an account for a new person and signs them in, in the fragment of redirect_to', async () => {
    const location = await signInAs({ sub: 'google-nora', email: 'Nora@Example.com', email_verified: true, name: 'Nora New' });
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true);
    expect(fragmentOf(location)).toMatchObject({ token_type: 'bearer', expires_in: expect.any(String), refresh_token: expect.any(String) });
    const user = await userOf(location);
    expect(user.email).toBe('nora@example.com');
    expect(user.email_confirmed_at).toBeTruthy();

    const again = await userOf(await signInAs({ sub: 'google-nora', email: 'nora@example.com', email_verified: true }));
    expect(again.id).toBe(user.id);
  });

  it('links a verified e-mail to the existing account, whose password keeps working', async () => {
    const account = await createAccount(gateway, 'lina@example.com');
    const user = await userOf(await signInAs({ sub: 'google-lina', email: 'lina@example.com', email_verified: true }));
    expect(user.id).toBe(account.id);
    const password = await request(gateway.app).post('/auth/v1/token?grant_type=password').send({ email: account.email, password: account.password });
    expect(password.status).toBe(200);
  });

  it('does not link an e-mail the provider has not verified to an existing account', async () => {
    await createAccount(gateway, 'uma@example.com');
    const location = await signInAs({ sub: 'google-impostor', email: 'uma@example.com', email_verified: false });
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true);
    const answer = fragmentOf(location);
    expect(answer).toMatchObject({ error: 'access_denied', error_code: 'email_exists' });
    expect(answer.error_description).toContain('Google has not verified this address');
    expect(answer.access_token).toBeUndefined();
  });

  it('gives an unverified e-mail of its own a new account, unconfirmed, unlinked once someone proves the mailbox', async () => {
    const otto = { sub: 'google-otto', email: 'otto@example.com', email_verified: false };
    const user = await userOf(await signInAs(otto));
    expect(user.email_confirmed_at).toBeUndefined();

    // The mailbox's owner signs up with a password and follows the link mailed to the address.
    await request(gateway.app).post('/auth/v1/signup').send({ email: otto.email, password: 'the real otto' });
    const confirmed = await request(gateway.app).get(await latestLink(gateway, otto.email));
    expect(fragmentOf(confirmed.headers.location!).access_token).toBeTruthy();
    expect(fragmentOf(await signInAs(otto))).toMatchObject({ error: 'access_denied', error_code: 'email_exists' });
  });

  it('refuses a state it did not hand out, and sends the browser to the site', async () => {
    const answer = new URL(await providerAnswer({ sub: 'google-mallory', email: 'mallory@example.com', email_verified: true }));
    answer.searchParams.set('state', 'forged-state');
    const back = await inBrowser(answer.toString());
    expect(back.status).toBe(303);
    expect(back.headers.location!.startsWith(`${TEST_PUBLIC_URL}/#`)).toBe(true);
    expect(fragmentOf(back.headers.location!)).toMatchObject({ error: 'invalid_request', error_code: 'bad_oauth_state' });
  });

  it('refuses an answer opened in another browser than the one that started the sign-in', async () => {
    const answer = await providerAnswer({ sub: 'google-victor', email: 'victor@example.com', email_verified: true });
    const elsewhere = await request(gateway.app).get(pathOf(answer));
    expect(fragmentOf(elsewhere.headers.location!)).toMatchObject({ error: 'invalid_request', error_code: 'bad_oauth_state' });
    // The browser that started it still finishes it.
    expect(fragmentOf((await inBrowser(answer)).headers.location!).access_token).toBeTruthy();
  });

  it('refuses a replayed answer, and a replayed code with a fresh state', async () => {
    const answer = await providerAnswer({ sub: 'google-rita', email: 'rita@example.com', email_verified: true });
    const first = await inBrowser(answer);
    expect(fragmentOf(first.headers.location!).access_token).toBeTruthy();

    const replayed = await inBrowser(answer);
    expect(fragmentOf(replayed.headers.location!)).toMatchObject({ error_code: 'bad_oauth_state' });

    const fresh = new URL(await providerAnswer({ sub: 'google-rita', email: 'rita@example.com', email_verified: true }));
    fresh.searchParams.set('code', new URL(answer).searchParams.get('code')!);
    const reused = await inBrowser(fresh.toString());
    expect(fragmentOf(reused.headers.location!)).toMatchObject({ error: 'server_error', error_code: 'bad_oauth_callback' });
    expect(fragmentOf(reused.headers.location!).access_token).toBeUndefined();
  });

  it('sends the browser to the site, not to a redirect_to on another origin', async () => {
    const start = await authorize({ redirect_to: 'https://evil.example/steal' });
    provider.signInNextAs({ sub: 'google-nora', email: 'nora@example.com', email_verified: true });
    const back = await inBrowser(await throughProvider(start.headers.location!));
    expect(back.headers.location!.startsWith(`${TEST_PUBLIC_URL}/#access_token=`)).toBe(true);
  });

  it('with PKCE, hands the app a code exchanged once, with the right verifier only', async () => {
    /** A PKCE trip for Pia: the code the gateway hands the app. */
    async function codeFor(verifier: string) {
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const answer = await providerAnswer(
        { sub: 'google-pia', email: 'pia@example.com', email_verified: true },
        { code_challenge: challenge, code_challenge_method: 's256' },
      );
      const back = await inBrowser(answer);
      expect(back.headers.location!.startsWith(`${APP_CALLBACK}?code=`)).toBe(true);
      return new URL(back.headers.location!).searchParams.get('code');
    }
    const exchange = (authCode: string | null, codeVerifier: string) =>
      request(gateway.app).post('/auth/v1/token?grant_type=pkce').send({ auth_code: authCode, code_verifier: codeVerifier });
    const verifier = 'a-code-verifier-that-is-long-enough-for-pkce-0123456789';

    const code = await codeFor(verifier);
    const session = await exchange(code, verifier);
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe('pia@example.com');
    expect((await exchange(code, verifier)).body.code).toBe('flow_state_not_found');

    const wrong = await exchange(await codeFor(verifier), 'not-the-verifier');
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('bad_code_verifier');
  });

  it('says so in redirect_to when the provider cannot be reached', async () => {
    const offline = await gatewayWith({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' });
    const start = await request(offline.app).get('/auth/v1/authorize').query({ provider: 'google', redirect_to: APP_CALLBACK });
    expect(fragmentOf(start.headers.location!)).toMatchObject({ error: 'temporarily_unavailable', error_code: 'provider_unavailable' });
  });
});

describe('Google and LinkedIn settings', () => {
  it('needs a client ID and secret together, and an https issuer', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together, or neither');
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow('GOOGLE_ISSUER must be an https:// URL');
    expect(loadConfig({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' }).oauth.linkedin).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://www.linkedin.com/oauth',
    });
  });
});
