// Sign-in with Google or LinkedIn (OpenID Connect), as GoTrue does it for supabase-js's signInWithOAuth:
// /authorize sends the browser to the provider (PKCE, state and nonce kept server-side, single use,
// expiring), /callback checks what comes back, finds or creates the account, and returns the browser to
// the app with the session in the fragment (implicit flow) or a code for POST /token?grant_type=pkce.
// A provider's e-mail links to an existing account only when the provider says it verified it.
import { createHash, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { AuthError } from './auth-error';
import type { OAuthProviderName, OAuthProviders } from './oauth-providers';
import { isOAuthProvider, OAUTH_SCOPES, PROVIDER_LABELS } from './oauth-providers';
import type { IdentityClaims, OAuthRepo } from './oauth-repo';
import { safeRedirect, usableRedirect, withFragment } from './redirects';
import type { AuthRepo, AuthUserRow } from './repo';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import type { AccountHooks, TokenResponse } from './service';

/** How long a person may take at the provider's sign-in page. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/**
 * What ties a trip to the provider to the browser that started it (the name of a cookie /authorize
 * sets): a provider's answer opened in another browser is refused, so nobody can send a person a link
 * that signs them in to someone else's account.
 */
export const browserKeyOf = (state: string) => hashSecretToken(`browser:${state}`).slice(0, 16);

export interface OAuthServiceDeps {
  providers: OAuthProviders;
  repo: OAuthRepo;
  users: AuthRepo;
  hooks: AccountHooks;
  /** Opens a session for the user (the auth service's). */
  openSession(user: AuthUserRow, method: 'oauth'): Promise<TokenResponse>;
  /** Without a trailing slash. */
  publicUrl: string;
  logger: Logger;
}

type FlowType = 'implicit' | 'pkce';

/** An answer for the app, sent back to redirect_to as GoTrue does: `error`, `error_code`, `error_description`. */
class OAuthRefusal extends Error {
  constructor(
    readonly error: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Where the browser goes with an error: the fragment for the implicit flow, the query for PKCE (as GoTrue). */
function withError(target: string, flowType: FlowType, refusal: OAuthRefusal): string {
  const params = { error: refusal.error, error_code: refusal.code, error_description: refusal.message };
  if (flowType === 'implicit') return withFragment(target, params);
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const normalizeEmail = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null);

/** Google sends a boolean; some providers send the string. */
const isVerified = (value: unknown) => value === true || value === 'true';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function codeChallengeOf(challenge: unknown, method: unknown): { codeChallenge: string | null; codeChallengeMethod: 's256' | 'plain' | null } {
  if (challenge === undefined || challenge === '') return { codeChallenge: null, codeChallengeMethod: null };
  const normalized = typeof method === 'string' ? method.toLowerCase() : 's256';
  if (typeof challenge !== 'string' || (normalized !== 's256' && normalized !== 'plain')) {
    throw new AuthError(400, 'validation_failed', 'code_challenge_method must be s256 or plain');
  }
  return { codeChallenge: challenge, codeChallengeMethod: normalized };
}

export function createOAuthService({ providers, repo, users, hooks, openSession, publicUrl, logger }: OAuthServiceDeps) {
  const callbackUrl = `${publicUrl}/auth/v1/callback`;

  /** The identity's claims: the ID token's, completed from userinfo when it carries no e-mail (LinkedIn may not). */
  async function claimsOf(provider: OAuthProviderName, client: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>) {
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the provider sent no ID token');
    let claims: Record<string, unknown> = { ...idToken };
    if (!normalizeEmail(claims.email)) claims = { ...claims, ...(await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub)) };
    const identity: IdentityClaims = {
      provider,
      providerSubject: idToken.sub,
      email: normalizeEmail(claims.email),
      emailVerified: isVerified(claims.email_verified),
      identityData: { sub: idToken.sub, iss: idToken.iss, email: claims.email, email_verified: isVerified(claims.email_verified), name: claims.name },
    };
    return { identity, name: typeof claims.name === 'string' ? claims.name : undefined };
  }

  /** The existing account of this e-mail, if the provider verified it (its mailbox is proven: it is confirmed). */
  async function linkToExisting(existing: AuthUserRow, label: string, identity: IdentityClaims): Promise<AuthUserRow> {
    if (!identity.emailVerified) {
      throw new OAuthRefusal(
        'access_denied',
        'email_exists',
        `An account with ${existing.email} already exists. ${label} has not verified this address, so it cannot be linked: sign in with your email and password.`,
      );
    }
    if (existing.emailConfirmedAt) return existing;
    // Whoever proves the mailbox chooses the password: an unconfirmed account's password, chosen by
    // anyone, is dropped, as are its links and any identity whose e-mail was not verified.
    await users.retireOneTimeTokens(existing.id, ['signup', 'recovery']);
    await users.removeUnverifiedIdentities(existing.id);
    return users.updateUser(existing.id, { emailConfirmedAt: new Date(), passwordHash: null });
  }

  async function createAccount(identity: IdentityClaims & { email: string }, name: string | undefined): Promise<AuthUserRow> {
    const metadata = name ? { full_name: name } : {};
    const created = await users.insertUser({ email: identity.email, passwordHash: null, userMetadata: metadata });
    // Taken between the lookup and the insert: another sign-up of the same address won.
    if (!created) throw new OAuthRefusal('server_error', 'conflict', 'This account was just created elsewhere. Please sign in again.');
    await hooks.accountCreated(created.id, metadata);
    return identity.emailVerified ? users.updateUser(created.id, { emailConfirmedAt: new Date() }) : created;
  }

  /** The account this identity signs in to: the one it is linked to, a verified e-mail's, or a new one. */
  async function accountFor(provider: OAuthProviderName, identity: IdentityClaims, name: string | undefined): Promise<AuthUserRow> {
    const label = PROVIDER_LABELS[provider];
    const linked = await repo.findIdentity(provider, identity.providerSubject);
    const linkedUser = linked && (await users.findUserById(linked.userId));
    if (linkedUser) {
      await repo.saveIdentity(linkedUser.id, identity);
      return linkedUser;
    }
    const { email } = identity;
    if (!email) {
      throw new OAuthRefusal(
        'access_denied',
        'email_address_not_provided',
        `${label} did not share an email address with Bullpen. Allow access to your email address, or sign up with your email and password.`,
      );
    }
    const existing = await users.findUserByEmail(email);
    const user = existing ? await linkToExisting(existing, label, identity) : await createAccount({ ...identity, email }, name);
    await repo.saveIdentity(user.id, identity);
    return user;
  }

  return {
    /** Where /authorize sends the browser: the provider's sign-in page, or back to the app with the error. */
    async authorize(input: {
      provider: unknown;
      redirectTo: unknown;
      codeChallenge: unknown;
      codeChallengeMethod: unknown;
    }): Promise<{ location: string; browserKey?: string }> {
      const { provider } = input;
      const allowed = usableRedirect(publicUrl, input.redirectTo);
      const flowType: FlowType = input.codeChallenge ? 'pkce' : 'implicit';
      if (!isOAuthProvider(provider) || !providers.enabled()[provider]) {
        const label = isOAuthProvider(provider) ? PROVIDER_LABELS[provider] : 'This';
        const message = `Provider is not configured: ${label} sign-in is not available here. Please sign in with your email and password.`;
        if (!allowed) throw new AuthError(400, 'provider_disabled', message);
        return { location: withError(allowed, flowType, new OAuthRefusal('invalid_request', 'provider_disabled', message)) };
      }
      const target = allowed ?? publicUrl;
      const challenge = codeChallengeOf(input.codeChallenge, input.codeChallengeMethod);
      let client: oidc.Configuration;
      try {
        client = await providers.client(provider);
      } catch (error) {
        logger.warn({ err: error, provider }, 'OpenID Connect discovery failed');
        const message = `${PROVIDER_LABELS[provider]} sign-in is unavailable right now. Please try again later, or sign in with your email and password.`;
        return { location: withError(target, flowType, new OAuthRefusal('temporarily_unavailable', 'provider_unavailable', message)) };
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repo.insertFlow({
        stateHash: hashSecretToken(state),
        provider,
        codeVerifier,
        nonce,
        redirectTo: target,
        ...challenge,
        expiresAt: new Date(Date.now() + FLOW_LIFETIME_MS),
      });
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: callbackUrl,
        scope: OAUTH_SCOPES,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { location: url.href, browserKey: browserKeyOf(state) };
    },

    /**
     * Where the provider's answer sends the browser: the app with a session (or a code), or with the
     * error. `browserKeys`: the keys of the trips this browser started (its cookies).
     */
    async callback(query: Record<string, unknown>, search: string, browserKeys: ReadonlySet<string>): Promise<string> {
      const state = typeof query.state === 'string' ? query.state : '';
      const ours = state !== '' && browserKeys.has(browserKeyOf(state));
      const flow = ours ? await repo.consumeFlow(hashSecretToken(state)) : undefined;
      if (!flow || !isOAuthProvider(flow.provider)) {
        const message = 'This sign-in has expired, was already used or was started in another browser. Please sign in again.';
        return withError(safeRedirect(publicUrl, undefined), 'implicit', new OAuthRefusal('invalid_request', 'bad_oauth_state', message));
      }
      const provider = flow.provider;
      const label = PROVIDER_LABELS[provider];
      const flowType: FlowType = flow.codeChallenge ? 'pkce' : 'implicit';
      try {
        if (typeof query.error === 'string') {
          const reason = typeof query.error_description === 'string' ? query.error_description : query.error;
          throw new OAuthRefusal('access_denied', 'provider_refused', `${label} sign-in did not complete: ${reason}`);
        }
        const client = await providers.client(provider);
        const tokens = await oidc.authorizationCodeGrant(client, new URL(`${callbackUrl}${search}`), {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const { identity, name } = await claimsOf(provider, client, tokens);
        const user = await accountFor(provider, identity, name);
        if (flowType === 'pkce') {
          const code = newSecretToken();
          await repo.setAuthCode(flow.id, hashSecretToken(code), user.id);
          const url = new URL(flow.redirectTo);
          url.searchParams.set('code', code);
          return url.toString();
        }
        const session = await openSession(user, 'oauth');
        return withFragment(flow.redirectTo, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        });
      } catch (error) {
        if (error instanceof OAuthRefusal) return withError(flow.redirectTo, flowType, error);
        // A code the provider refuses (replayed, expired), an ID token that does not verify, a provider down.
        logger.warn({ err: error, provider }, 'OpenID Connect callback failed');
        const message = `${label} sign-in could not be completed. Please try again.`;
        return withError(flow.redirectTo, flowType, new OAuthRefusal('server_error', 'bad_oauth_callback', message));
      }
    },

    /** POST /token?grant_type=pkce: the code /callback gave the app, with the verifier of its code_challenge. */
    async exchangeCode(input: { authCode: unknown; codeVerifier: unknown }): Promise<TokenResponse> {
      const { authCode, codeVerifier } = input;
      if (typeof authCode !== 'string' || !authCode || typeof codeVerifier !== 'string' || !codeVerifier) {
        throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      }
      const flow = await repo.consumeAuthCode(hashSecretToken(authCode));
      if (!flow?.userId || !flow.codeChallenge) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const expected = flow.codeChallengeMethod === 'plain' ? codeVerifier : s256(codeVerifier);
      if (!sameText(expected, flow.codeChallenge)) {
        throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      const user = await users.findUserById(flow.userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return openSession(user, 'oauth');
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
