// HS256 tokens: only our signature, only HS256, only unexpired, only for the expected audience and issuer.
import { createHmac } from 'node:crypto';
import { JwtError, signJwt, verifyJwt } from './jwt';

const key = Buffer.from('k'.repeat(40));
const now = 1_800_000_000;
const claims = { sub: 'u1', aud: 'authenticated', iss: 'https://bullpen.test/auth/v1', exp: now + 60 };
const options = { audience: 'authenticated', issuer: 'https://bullpen.test/auth/v1', now };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signJwt / verifyJwt', () => {
  it('round-trips the claims', () => {
    expect(verifyJwt(signJwt(claims, key), key, options)).toEqual(claims);
  });

  it.each([
    ['another key', () => signJwt(claims, Buffer.from('x'.repeat(40))), 'invalid signature'],
    ['an expired token', () => signJwt({ ...claims, exp: now }, key), 'token is expired'],
    ['no expiry', () => signJwt({ sub: 'u1', aud: 'authenticated', iss: claims.iss }, key), 'token is expired'],
    ['another audience', () => signJwt({ ...claims, aud: 'bullpen-gate' }, key), 'wrong audience'],
    ['another issuer', () => signJwt({ ...claims, iss: 'https://evil.example' }, key), 'wrong issuer'],
    ['a future nbf', () => signJwt({ ...claims, nbf: now + 10 }, key), 'token is not valid yet'],
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, 'malformed token'],
    [
      'alg HS512',
      () => {
        const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
        return `${body}.${createHmac('sha512', key).update(body).digest('base64url')}`;
      },
      'unsupported algorithm',
    ],
    ['two parts', () => 'a.b', 'malformed token'],
    ['a non-JSON payload', () => `${b64({ alg: 'HS256' })}.bm90IGpzb24.c2ln`, 'invalid signature'],
  ])('refuses %s', (_name, make, reason) => {
    expect(() => verifyJwt(make(), key, options)).toThrow(new JwtError(reason));
  });
});
