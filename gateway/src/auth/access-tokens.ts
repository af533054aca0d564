// Access tokens: short-lived HS256 JWTs with GoTrue's claims, so supabase-js and Supabase-minded code read them.
import type { AuthSessionMethod, UserRole } from '../db/schema';
import { JwtError, signJwt, verifyJwt } from './jwt';

export const AUDIENCE = 'authenticated';

export interface TokenSubject {
  userId: string;
  email: string;
  userMetadata: Record<string, unknown>;
  roles: UserRole[];
  sessionId: string;
  method: AuthSessionMethod;
  sessionStartedAt: Date;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** What a verified token says; whether its session still stands is the caller's question. */
export interface AccessClaims {
  userId: string;
  email: string;
  sessionId: string;
}

export interface AccessTokens {
  issue(subject: TokenSubject): Promise<IssuedAccessToken>;
  /** Rejects with JwtError for a token that is not ours, expired, or not a user's access token. */
  verify(token: string): Promise<AccessClaims>;
}

export function appMetadata(roles: UserRole[]) {
  return { provider: 'email', providers: ['email'], ...(roles.length ? { roles } : {}) };
}

export function createAccessTokens({ key, issuer, ttl }: { key: Uint8Array; issuer: string; ttl: number }): AccessTokens {
  return {
    async issue(subject) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ttl;
      const accessToken = await signJwt(
        {
          iss: issuer,
          sub: subject.userId,
          aud: AUDIENCE,
          exp,
          iat,
          email: subject.email,
          phone: '',
          app_metadata: appMetadata(subject.roles),
          user_metadata: subject.userMetadata,
          role: 'authenticated',
          aal: 'aal1',
          amr: [{ method: subject.method, timestamp: Math.floor(subject.sessionStartedAt.getTime() / 1000) }],
          session_id: subject.sessionId,
          is_anonymous: false,
        },
        key,
      );
      return { accessToken, expiresIn: ttl, expiresAt: exp };
    },

    async verify(token) {
      const claims = await verifyJwt(token, key, { audience: AUDIENCE, issuer });
      const { sub, email, session_id: sessionId, role, is_anonymous: anonymous } = claims;
      if (typeof sub !== 'string' || typeof sessionId !== 'string' || role !== 'authenticated' || anonymous === true) {
        throw new JwtError('not a user access token');
      }
      return { userId: sub, email: typeof email === 'string' ? email : '', sessionId };
    },
  };
}
