// HS256 JSON Web Tokens through jose (its v5 line: the gateway is bundled, and tested, as CommonJS).
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtPayload = Record<string, unknown>;

/** A token that does not verify; `code` is jose's reason (ERR_JWT_EXPIRED, ERR_JOSE_ALG_NOT_ALLOWED...). */
export class JwtError extends Error {
  override name = 'JwtError';

  constructor(
    message: string,
    readonly code = 'ERR_JWT_INVALID',
  ) {
    super(message);
  }
}

const ALGORITHM = 'HS256';

/** Signs `payload` as it is: the caller sets every claim (iat, exp included). */
export function signJwt(payload: JwtPayload, key: Uint8Array): Promise<string> {
  return new SignJWT(payload as JWTPayload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(key);
}

export interface VerifyOptions {
  audience: string;
  issuer?: string;
  /** Seconds since the epoch; default now. */
  now?: number;
}

/** The payload of a token signed with `key` (HS256 only), unexpired, for `audience`; else rejects with JwtError. */
export async function verifyJwt(token: string, key: Uint8Array, { audience, issuer, now }: VerifyOptions): Promise<JwtPayload> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience,
      issuer,
      requiredClaims: ['exp'],
      currentDate: now === undefined ? undefined : new Date(now * 1000),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new JwtError(error.message, error.code);
    // jose reports most malformed input as JOSEError; anything else is still a token that did not verify.
    throw new JwtError(error instanceof Error ? error.message : 'invalid token');
  }
}
