// Compact HS256 JSON Web Tokens on node:crypto. (jose is ESM-only and the gateway's jest runs CommonJS.)
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown>;

export class JwtError extends Error {
  override name = 'JwtError';
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const hmac = (key: Uint8Array, data: string) => createHmac('sha256', key).update(data).digest();

export function signJwt(payload: JwtPayload, key: Uint8Array): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${hmac(key, body).toString('base64url')}`;
}

function decodeJson(part: string, what: string): JwtPayload {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as JwtPayload;
  } catch {
    // Reported below.
  }
  throw new JwtError(`malformed ${what}`);
}

export interface VerifyOptions {
  audience: string;
  issuer?: string;
  /** Seconds since the epoch; default now. */
  now?: number;
}

/** The payload of a token signed with `key` (HS256 only), unexpired, for `audience`; else throws JwtError. */
export function verifyJwt(token: string, key: Uint8Array, { audience, issuer, now = Math.floor(Date.now() / 1000) }: VerifyOptions): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => part && BASE64URL.test(part))) throw new JwtError('malformed token');
  const [header, payload, signature] = parts as [string, string, string];
  if (decodeJson(header, 'header').alg !== 'HS256') throw new JwtError('unsupported algorithm');
  const expected = hmac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtError('invalid signature');
  const claims = decodeJson(payload, 'payload');
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new JwtError('token is expired');
  if (typeof claims.nbf === 'number' && claims.nbf > now) throw new JwtError('token is not valid yet');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(audience)) throw new JwtError('wrong audience');
  if (issuer !== undefined && claims.iss !== issuer) throw new JwtError('wrong issuer');
  return claims;
}
