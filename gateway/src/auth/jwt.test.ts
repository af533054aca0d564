// HS256 tokens through jose: only our signature, only HS256, only unexpired, only for the expected
// audience and issuer; every refusal a JwtError carrying jose's reason code.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { JwtError, signJwt, verifyJwt } from './jwt';

const key = Buffer.from('k'.repeat(40));
const now = 1_800_000_000;
const claims = { sub: 'u1', aud: 'authenticated', iss: 'https://bullpen.test/auth/v1', iat: now - 10, exp: now + 60 };
const options = { audience: 'authenticated', issuer: 'https://bullpen.test/auth/v1', now };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function refusal(token: string | Promise<string>): Promise<JwtError> {
  try {
    await verifyJwt(await token, key, options);
  } catch (error) {
    if (error instanceof JwtError) return error;
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('signJwt / verifyJwt', () => {
  it('round-trips the claims exactly, under an HS256 JWT header', async () => {
    const token = await signJwt(claims, key);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyJwt(token, key, options)).toEqual(claims);
  });

  it('refuses a token signed with another secret', async () => {
    expect((await refusal(signJwt(claims, Buffer.from('x'.repeat(40))))).code).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses an expired token, and one without an expiry', async () => {
    expect((await refusal(signJwt({ ...claims, exp: now }, key))).code).toBe('ERR_JWT_EXPIRED');
    expect((await refusal(signJwt({ sub: 'u1', aud: 'authenticated', iss: claims.iss }, key))).code).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('accepts the same token while it is still valid', async () => {
    const token = await signJwt({ ...claims, exp: now + 1 }, key);
    await expect(verifyJwt(token, key, options)).resolves.toMatchObject({ sub: 'u1' });
  });

  it.each([
    ['another audience', { aud: 'bullpen-gate' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['a future nbf', { nbf: now + 10 }],
  ])('refuses %s', async (_name, change) => {
    expect((await refusal(signJwt({ ...claims, ...change }, key))).code).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses alg none, signed or not', async () => {
    expect((await refusal(new UnsecuredJWT(claims).encode())).code).toMatch(/^ERR_JOSE_ALG_NOT_ALLOWED$|^ERR_JWS_INVALID$/);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${createHmac('sha256', key).update('x').digest('base64url')}`;
    expect((await refusal(forged)).code).toMatch(/^ERR_JOSE_ALG_NOT_ALLOWED$|^ERR_JWS_INVALID$/);
  });

  it('refuses another HMAC algorithm made with the right secret', async () => {
    const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const hs512 = `${body}.${createHmac('sha512', key).update(body).digest('base64url')}`;
    expect((await refusal(hs512)).code).toBe('ERR_JOSE_ALG_NOT_ALLOWED');
  });

  it('refuses an RS256 token, and an "RS256" token whose signature is an HMAC of the secret (alg confusion)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect((await refusal(rs256)).code).toBe('ERR_JOSE_ALG_NOT_ALLOWED');
    const body = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
    const confused = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    expect((await refusal(confused)).code).toBe('ERR_JOSE_ALG_NOT_ALLOWED');
  });

  it.each([
    ['two parts', 'a.b'],
    ['a non-JSON payload', `${b64({ alg: 'HS256' })}.bm90IGpzb24.c2ln`],
    ['an empty string', ''],
  ])('refuses a malformed token: %s', async (_name, token) => {
    expect((await refusal(token)).code).toMatch(/^ERR_JW[ST]_INVALID$|^ERR_JWS_SIGNATURE_VERIFICATION_FAILED$/);
  });
});
