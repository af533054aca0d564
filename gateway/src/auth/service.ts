// Rules of the embedded auth service, free of HTTP: what GoTrue does for the calls supabase-js makes
// (AUTH-WIRE.md) — sign-up with e-mail confirmation, password sign-in, rotating refresh tokens,
// user read/update, logout scopes, recovery, and the e-mailed links.
import { z } from 'zod';
import type { AuthSessionMethod, OneTimeTokenType } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { AccessTokens } from './access-tokens';
import { confirmationMail, recoveryMail } from './auth-mails';
import { AuthError } from './auth-error';
import { JwtError } from './jwt';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyDecoy, verifyPassword } from './passwords';
import { safeRedirect, usableRedirect, withFragment } from './redirects';
import type { AuthRepo, AuthSessionRow, AuthUserRow, SessionScope, UserChanges } from './repo';
import { roleNames, type RoleResolver } from './roles';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { obfuscatedUser, wireUser, type WireUser } from './wire-user';

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = { signup: 24 * HOUR_MS, recovery: HOUR_MS };

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
const LINK_EXPIRED = 'Email link is invalid or has expired';
const PROVIDER_LABELS: Record<string, string> = { google: 'Google', linkedin_oidc: 'LinkedIn', linkedin: 'LinkedIn' };

/** What a new account, or a change of its user_metadata, means beyond auth (the profile). */
export interface AccountHooks {
  accountCreated(userId: string, metadata: Record<string, unknown>): Promise<void>;
  /** `changes`: only the keys that were sent. */
  metadataChanged(userId: string, changes: Record<string, unknown>): Promise<void>;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  tokens: AccessTokens;
  mailer: Mailer;
  resolveRoles: RoleResolver;
  hooks: AccountHooks;
  /** Without a trailing slash. */
  publicUrl: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: WireUser;
}

export interface VerifiedUser {
  id: string;
  email: string;
}

function normalizeEmail(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** A password a user may choose; GoTrue's weak_password error below the minimum length. */
function newPassword(value: unknown): string {
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', 'Password must be text');
  if (value.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (value.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(400, 'validation_failed', `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  return value;
}

function metadataOf(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new AuthError(400, 'validation_failed', 'data must be an object');
  return data as Record<string, unknown>;
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

const isOneTimeType = (type: unknown): type is OneTimeTokenType => type === 'signup' || type === 'recovery';

export function createAuthService({ repo, tokens, mailer, resolveRoles, hooks, publicUrl }: AuthServiceDeps) {
  async function present(user: AuthUserRow): Promise<WireUser> {
    return wireUser(user, roleNames(await resolveRoles(user.id, user.email)));
  }

  async function tokenResponse(user: AuthUserRow, session: AuthSessionRow): Promise<TokenResponse> {
    const roles = roleNames(await resolveRoles(user.id, user.email));
    const refreshToken = newSecretToken();
    await repo.insertRefreshToken(session.id, hashSecretToken(refreshToken));
    const issued = await tokens.issue({
      userId: user.id,
      email: user.email,
      userMetadata: user.userMetadata,
      roles,
      sessionId: session.id,
      method: session.method,
      sessionStartedAt: session.createdAt,
    });
    return {
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      expires_at: issued.expiresAt,
      refresh_token: refreshToken,
      user: wireUser(user, roles),
    };
  }

  async function startSession(user: AuthUserRow, method: AuthSessionMethod): Promise<TokenResponse> {
    const session = await repo.createSession(user.id, method);
    return tokenResponse(await repo.updateUser(user.id, { lastSignInAt: new Date() }), session);
  }

  /** Mails a single-use link to /verify and records when it was sent. */
  async function sendLink(user: AuthUserRow, type: OneTimeTokenType, redirectTo: string): Promise<AuthUserRow> {
    const token = newSecretToken();
    await repo.replaceOneTimeToken(user.id, type, hashSecretToken(token), new Date(Date.now() + TOKEN_LIFETIME_MS[type]));
    const link = `${publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
    await mailer.send(type === 'signup' ? confirmationMail(user.email, link) : recoveryMail(user.email, link));
    return repo.updateUser(user.id, type === 'signup' ? { confirmationSentAt: new Date() } : { recoverySentAt: new Date() });
  }

  /** The claims of the bearer access token, in GoTrue's errors when there is none or it does not verify. */
  async function claimsOf(authorization: string | undefined) {
    const token = bearerToken(authorization);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return await tokens.verify(token);
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', `invalid JWT: ${error.message}`);
      throw error;
    }
  }

  /** The user and session of the bearer token; session_not_found once the session is revoked. */
  async function signedIn(authorization: string | undefined) {
    const claims = await claimsOf(authorization);
    const active = await repo.findActiveSession(claims.sessionId, claims.userId);
    if (!active) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = await repo.findUserById(claims.userId);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, session: active.session };
  }

  return {
    /** With confirmation on: the user (no session) and a confirmation mail. */
    async signUp(input: { email: unknown; password: unknown; data: unknown; redirectTo: unknown }) {
      const email = normalizeEmail(input.email);
      if (!email || typeof input.password !== 'string' || !input.password) {
        throw new AuthError(400, 'validation_failed', MISSING_CREDENTIALS);
      }
      if (!isEmail(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const password = newPassword(input.password);
      const metadata = metadataOf(input.data);
      // Hashed before the lookup, so a taken address answers in the same time as a free one.
      const passwordHash = await hashPassword(password);
      const existing = await repo.findUserByEmail(email);
      if (existing?.emailConfirmedAt) return obfuscatedUser(email);
      // An unconfirmed account is signed up afresh (GoTrue does the same): the latest sign-up's password
      // and data stand, and only the newest confirmation link works.
      const user = existing
        ? await repo.updateUser(existing.id, { passwordHash, userMetadata: metadata })
        : await repo.insertUser({ email, passwordHash, userMetadata: metadata });
      if (!user) return obfuscatedUser(email);
      if (existing) await hooks.metadataChanged(user.id, metadata);
      else await hooks.accountCreated(user.id, metadata);
      return present(await sendLink(user, 'signup', safeRedirect(publicUrl, input.redirectTo)));
    },

    /** One generic error for an unknown e-mail and a wrong password; the confirmation check comes after. */
    async signInWithPassword(input: { email: unknown; password: unknown }): Promise<TokenResponse> {
      const email = normalizeEmail(input.email);
      if (!email || typeof input.password !== 'string' || !input.password) {
        throw new AuthError(400, 'validation_failed', MISSING_CREDENTIALS);
      }
      const user = await repo.findUserByEmail(email);
      const matches = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
      if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid credentials');
      if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return startSession(user, 'password');
    },

    /** Rotation: the token is used up and a new one returned; a used token presented again ends its session. */
    async refresh(refreshToken: unknown): Promise<TokenResponse> {
      if (typeof refreshToken !== 'string' || !refreshToken) {
        throw new AuthError(400, 'validation_failed', 'A refresh_token is required');
      }
      const found = await repo.exchangeRefreshToken(hashSecretToken(refreshToken));
      const sessionGone = new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
      switch (found.state) {
        case 'unknown':
          throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        case 'revoked':
          throw sessionGone;
        case 'used':
          await repo.revokeSessions(found.session.userId, { kind: 'only', sessionId: found.session.id });
          throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        case 'exchanged': {
          const user = await repo.findUserById(found.session.userId);
          if (!user) throw sessionGone;
          return tokenResponse(user, found.session);
        }
      }
    },

    async getUser(authorization: string | undefined): Promise<WireUser> {
      return present((await signedIn(authorization)).user);
    },

    /** `{password}` (other sessions end) and/or `{data}` (merged into user_metadata). */
    async updateUser(authorization: string | undefined, body: Record<string, unknown>): Promise<WireUser> {
      const { user, session } = await signedIn(authorization);
      if (body.email !== undefined && normalizeEmail(body.email) !== user.email) {
        throw new AuthError(422, 'validation_failed', 'Changing the email address is not supported.');
      }
      const changes: UserChanges = {};
      if (body.password !== undefined) {
        const password = newPassword(body.password);
        if (await verifyPassword(user.passwordHash, password)) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        changes.passwordHash = await hashPassword(password);
      }
      const data = body.data === undefined ? undefined : metadataOf(body.data);
      if (data) changes.userMetadata = { ...user.userMetadata, ...data };
      if (!Object.keys(changes).length) return present(user);
      const updated = await repo.updateUser(user.id, changes);
      // Whoever else knew the old password is signed out; this browser stays signed in.
      if (changes.passwordHash) await repo.revokeSessions(user.id, { kind: 'allBut', sessionId: session.id });
      if (data) await hooks.metadataChanged(user.id, data);
      return present(updated);
    },

    async logout(authorization: string | undefined, scope: unknown = 'global'): Promise<void> {
      if (!LOGOUT_SCOPES.includes(scope as LogoutScope)) {
        throw new AuthError(400, 'validation_failed', `scope must be one of ${LOGOUT_SCOPES.join(', ')}`);
      }
      const { userId, sessionId } = await claimsOf(authorization);
      const scopes: Record<LogoutScope, SessionScope> = {
        global: { kind: 'all' },
        local: { kind: 'only', sessionId },
        others: { kind: 'allBut', sessionId },
      };
      await repo.revokeSessions(userId, scopes[scope as LogoutScope]);
    },

    /** Always `{}`, so nobody learns whether an address has an account; mails a link if it has. */
    async recover(input: { email: unknown; redirectTo: unknown }): Promise<Record<string, never>> {
      const email = normalizeEmail(input.email);
      if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
      const user = await repo.findUserByEmail(email);
      if (user) await sendLink(user, 'recovery', safeRedirect(publicUrl, input.redirectTo, `${publicUrl}/reset-password`));
      return {};
    },

    /** Where an e-mailed link sends the browser: the session in the fragment, or the error. */
    async verify(input: { token: unknown; type: unknown; redirectTo: unknown }): Promise<string> {
      const target = safeRedirect(publicUrl, input.redirectTo);
      const failure = withFragment(target, { error: 'access_denied', error_code: 'otp_expired', error_description: LINK_EXPIRED });
      const { token, type } = input;
      if (typeof token !== 'string' || !token || !isOneTimeType(type)) return failure;
      const userId = await repo.consumeOneTimeToken(hashSecretToken(token), type);
      const found = userId ? await repo.findUserById(userId) : undefined;
      if (!found) return failure;
      // Either link proves the mailbox is the user's.
      const user = found.emailConfirmedAt ? found : await repo.updateUser(found.id, { emailConfirmedAt: new Date() });
      const session = await startSession(user, type === 'signup' ? 'otp' : 'recovery');
      return withFragment(target, {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
    },

    /** No OAuth provider is configured in embedded mode: the error goes back to the app, or as JSON. */
    authorize(input: { provider: unknown; redirectTo: unknown }): string {
      const label = (typeof input.provider === 'string' && PROVIDER_LABELS[input.provider]) || 'This';
      const message = `Provider is not configured: ${label} sign-in is not available here. Please sign in with your email and password.`;
      const target = usableRedirect(publicUrl, input.redirectTo);
      if (!target) throw new AuthError(400, 'provider_disabled', message);
      return withFragment(target, { error: 'invalid_request', error_code: 'provider_disabled', error_description: message });
    },

    /** For the /api middleware: a valid access token whose session stands; throws otherwise. */
    async verifyAccessToken(token: string): Promise<VerifiedUser> {
      const claims = await tokens.verify(token);
      const active = await repo.findActiveSession(claims.sessionId, claims.userId);
      if (!active) throw new JwtError('the session has ended');
      return { id: claims.userId, email: active.email };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
