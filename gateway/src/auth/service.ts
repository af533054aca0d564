// Rules of the embedded auth service, free of HTTP: what GoTrue does for the calls supabase-js makes
// (AUTH-WIRE.md) — sign-up with e-mail confirmation, password sign-in, rotating refresh tokens,
// user read/update (a password change needs recent authentication), reauthentication codes, session
// lifetimes, logout scopes, recovery, and the e-mailed links.
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { AuthSessionMethod, OneTimeTokenType } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { AccessTokens } from './access-tokens';
import { choosePasswordMail, confirmationMail, reauthenticationMail, recoveryMail } from './auth-mails';
import { AuthError } from './auth-error';
import { JwtError } from './jwt';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyDecoy, verifyPassword } from './passwords';
import { safeRedirect, withFragment } from './redirects';
import type { AuthRepo, AuthSessionRow, AuthUserRow, SessionScope, UserChanges } from './repo';
import { roleNames, type RoleResolver } from './roles';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { obfuscatedUser, wireUser, type WireUser } from './wire-user';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = { signup: 24 * HOUR_MS, recovery: HOUR_MS, reauthentication: 15 * MINUTE_MS };
/** GoTrue's limit on reauthentication mails. */
const CODE_RESEND_INTERVAL_MS = MINUTE_MS;
/** Wrong guesses after which a reauthentication code is void: 5 in a million. */
const MAX_CODE_ATTEMPTS = 5;
const CODE_DIGITS = 6;

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';
const LINK_EXPIRED = 'Email link is invalid or has expired';

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
  sessions: SessionRules;
}

/** Seconds, from the configuration (RECENT_SIGN_IN_WINDOW, SESSION_INACTIVITY_TIMEOUT, REFRESH_TOKEN_MAX_LIFETIME). */
export interface SessionRules {
  recentSignInWindow: number;
  inactivityTimeout: number;
  maxLifetime: number;
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

/** The link types /verify accepts (a reauthentication code is entered, never followed). */
const isLinkType = (type: unknown): type is 'signup' | 'recovery' => type === 'signup' || type === 'recovery';

/** A code is hashed with its user: six digits are not unique across users the way link tokens are. */
const hashCode = (userId: string, code: string) => hashSecretToken(`${userId}:${code}`);

const elapsedMs = (since: Date) => Date.now() - since.getTime();

export function createAuthService({ repo, tokens, mailer, resolveRoles, hooks, publicUrl, sessions }: AuthServiceDeps) {
  async function present(user: AuthUserRow): Promise<WireUser> {
    return wireUser(user, roleNames(await resolveRoles(user.id, user.email)));
  }

  /** `storedRefreshToken`: one already stored for the session; otherwise a new one is stored here. */
  async function tokenResponse(user: AuthUserRow, session: AuthSessionRow, storedRefreshToken?: string): Promise<TokenResponse> {
    const roles = roleNames(await resolveRoles(user.id, user.email));
    const refreshToken = storedRefreshToken ?? newSecretToken();
    if (!storedRefreshToken) await repo.insertRefreshToken(session.id, hashSecretToken(refreshToken));
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
  async function sendLink(
    user: AuthUserRow,
    type: 'signup' | 'recovery',
    redirectTo: string,
    mail = type === 'signup' ? confirmationMail : recoveryMail,
  ): Promise<AuthUserRow> {
    const token = newSecretToken();
    await repo.replaceOneTimeToken(user.id, type, hashSecretToken(token), new Date(Date.now() + TOKEN_LIFETIME_MS[type]));
    const link = `${publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
    await mailer.send(mail(user.email, link));
    return repo.updateUser(user.id, type === 'signup' ? { confirmationSentAt: new Date() } : { recoverySentAt: new Date() });
  }

  /**
   * A sign-up of an address whose account is not confirmed yet. Whoever proves the mailbox chooses the
   * password: the same password again is a resend; another one clears the account's password, retires
   * its links, and mails a link that confirms the address and opens the screen that sets a password.
   */
  async function signUpAgain(existing: AuthUserRow, password: string, metadata: Record<string, unknown>, redirectTo: unknown) {
    const samePassword = existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, password));
    const user = await repo.updateUser(existing.id, samePassword ? { userMetadata: metadata } : { passwordHash: null, userMetadata: metadata });
    await hooks.metadataChanged(user.id, metadata);
    if (samePassword) return sendLink(user, 'signup', safeRedirect(publicUrl, redirectTo));
    await repo.retireOneTimeTokens(user.id, ['signup', 'recovery']);
    return sendLink(user, 'recovery', `${publicUrl}/reset-password`, choosePasswordMail);
  }

  /**
   * GoTrue's secure password change: a session that began within the recent-sign-in window may change
   * the password (a recovery link signs in, so it counts); an older one needs the mailed code.
   */
  async function requireRecentAuthentication(user: AuthUserRow, session: AuthSessionRow, nonce: unknown): Promise<void> {
    if (elapsedMs(session.createdAt) <= sessions.recentSignInWindow * 1000) return;
    if (nonce === undefined || nonce === null || nonce === '') {
      throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
    }
    const valid = typeof nonce === 'string' && (await repo.consumeUserCode(user.id, 'reauthentication', hashCode(user.id, nonce.trim()), MAX_CODE_ATTEMPTS));
    if (!valid) throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }

  /** Why a session may no longer refresh: past its maximum lifetime, or unused for too long. */
  function sessionExpiry(session: AuthSessionRow, lastRefreshAt: Date): string | undefined {
    if (elapsedMs(session.createdAt) > sessions.maxLifetime * 1000) return 'Invalid Refresh Token: Session Expired';
    if (elapsedMs(lastRefreshAt) > sessions.inactivityTimeout * 1000) return 'Invalid Refresh Token: Session Expired (Inactivity)';
    return undefined;
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
      // Answered like a first sign-up, so the caller learns nothing about the account.
      if (existing) return present(await signUpAgain(existing, password, metadata, input.redirectTo));
      const user = await repo.insertUser({ email, passwordHash, userMetadata: metadata });
      if (!user) return obfuscatedUser(email);
      await hooks.accountCreated(user.id, metadata);
      return present(await sendLink(user, 'signup', safeRedirect(publicUrl, input.redirectTo)));
    },

    /** One generic error for an unknown e-mail and a wrong password; the confirmation check comes after. */
    async signInWithPassword(input: { email: unknown; password: unknown }): Promise<TokenResponse> {
      const email = normalizeEmail(input.email);
      if (!email || typeof input.password !== 'string' || !input.password) {
        throw new AuthError(400, 'validation_failed', MISSING_CREDENTIALS);
      }
      const user = await repo.findUserByEmail(email);
      // An account without a password (its owner has not chosen one yet) takes as long as an unknown e-mail.
      const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password);
      if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid credentials');
      if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return startSession(user, 'password');
    },

    /** Rotation: the token is used up and a new one returned; a used token presented again ends its session. */
    async refresh(refreshToken: unknown): Promise<TokenResponse> {
      if (typeof refreshToken !== 'string' || !refreshToken) {
        throw new AuthError(400, 'validation_failed', 'A refresh_token is required');
      }
      const successor = newSecretToken();
      // The successor is stored in the exchange's transaction: if storing it fails, the token presented
      // is not used up, and the browser's retry succeeds instead of ending the session.
      const found = await repo.inTransaction(async (tx) => {
        const state = await tx.exchangeRefreshToken(hashSecretToken(refreshToken));
        if (state.state === 'exchanged' && !sessionExpiry(state.session, state.issuedAt)) {
          await tx.insertRefreshToken(state.session.id, hashSecretToken(successor));
        }
        return state;
      });
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
          const expired = sessionExpiry(found.session, found.issuedAt);
          if (expired) {
            await repo.revokeSessions(found.session.userId, { kind: 'only', sessionId: found.session.id });
            throw new AuthError(400, 'session_expired', expired);
          }
          const user = await repo.findUserById(found.session.userId);
          if (!user) throw sessionGone;
          return tokenResponse(user, found.session, successor);
        }
      }
    },

    async getUser(authorization: string | undefined): Promise<WireUser> {
      return present((await signedIn(authorization)).user);
    },

    /**
     * `{password}` (other sessions end) and/or `{data}` (merged into user_metadata). A password or e-mail
     * change needs recent authentication: a recent sign-in, or `nonce`, the code GET /reauthenticate mailed.
     */
    async updateUser(authorization: string | undefined, body: Record<string, unknown>): Promise<WireUser> {
      const { user, session } = await signedIn(authorization);
      const password = body.password === undefined ? undefined : newPassword(body.password);
      const changesEmail = body.email !== undefined && normalizeEmail(body.email) !== user.email;
      if (password !== undefined || changesEmail) await requireRecentAuthentication(user, session, body.nonce);
      if (changesEmail) throw new AuthError(422, 'validation_failed', 'Changing the email address is not supported.');
      const changes: UserChanges = {};
      if (password !== undefined) {
        if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
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

    /** Mails the signed-in user a six-digit code that lets an older session change the password; `{}`. */
    async reauthenticate(authorization: string | undefined): Promise<Record<string, never>> {
      const { user } = await signedIn(authorization);
      const lastSent = await repo.lastOneTimeTokenAt(user.id, 'reauthentication');
      if (lastSent && elapsedMs(lastSent) < CODE_RESEND_INTERVAL_MS) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this once every 60 seconds');
      }
      const code = String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      await repo.replaceOneTimeToken(user.id, 'reauthentication', hashCode(user.id, code), new Date(Date.now() + TOKEN_LIFETIME_MS.reauthentication));
      await mailer.send(reauthenticationMail(user.email, code));
      return {};
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
      if (typeof token !== 'string' || !token || !isLinkType(type)) return failure;
      const userId = await repo.consumeOneTimeToken(hashSecretToken(token), type);
      const found = userId ? await repo.findUserById(userId) : undefined;
      if (!found) return failure;
      // Either link proves the mailbox is the user's; an identity that only claimed the address is unlinked.
      if (!found.emailConfirmedAt) await repo.removeUnverifiedIdentities(found.id);
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

    /** Opens a session for a user another part of the service has signed in (a provider's sign-in). */
    openSession: startSession,

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
