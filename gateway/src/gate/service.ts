// The shared-password gate of the practice areas (spec 01 §4.6): the password stays on the server; the
// browser gets a signed 30-day token that stops working when GATE_PASSWORD changes.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { signJwt, verifyJwt } from '../auth/jwt';

const GATE_AUDIENCE = 'bullpen-gate';
const TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;

export interface Gate {
  enabled: boolean;
  /** A token for the right password, null for a wrong one. */
  unlock(password: unknown): Promise<string | null>;
  /** Whether a token opens the gate (always true when the gate is off). */
  verify(token: string | undefined): Promise<boolean>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createGate(password: string | undefined, key: Uint8Array): Gate {
  // Ties tokens to this password without putting anything guessable about it in them.
  const version = password ? createHmac('sha256', key).update(`gate:${password}`).digest('base64url').slice(0, 16) : '';
  return {
    enabled: Boolean(password),

    async unlock(attempt) {
      if (!password || typeof attempt !== 'string') return null;
      // Equal-length digests: the comparison takes the same time whatever was typed.
      if (!timingSafeEqual(digest(attempt), digest(password))) return null;
      const iat = Math.floor(Date.now() / 1000);
      return signJwt({ typ: 'gate', aud: GATE_AUDIENCE, iat, exp: iat + TOKEN_LIFETIME_S, gv: version }, key);
    },

    async verify(token) {
      if (!password) return true;
      if (!token) return false;
      try {
        const claims = await verifyJwt(token, key, { audience: GATE_AUDIENCE });
        return claims.typ === 'gate' && claims.gv === version;
      } catch {
        return false;
      }
    },
  };
}
