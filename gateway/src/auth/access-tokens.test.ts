// Access tokens carry GoTrue's claims, exactly (supabase-js reads them), and verify only as user access tokens.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { createAccessTokens } from './access-tokens';
import { signJwt } from './jwt';

const key = Buffer.from('a-secret-of-at-least-thirty-two-characters');
const issuer = 'https://bullpen.test/auth/v1';
const tokens = createAccessTokens({ key, issuer, ttl: 3600 });
const subject = {
  userId: '7c1b7f0e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  userMetadata: { full_name: 'Ada' },
  roles: ['premium' as const],
  sessionId: '7c1b7f0e-0000-4000-8000-0000000000aa',
  method: 'password' as const,
  sessionStartedAt: new Date('2026-11-25T10:00:00Z'),
};

describe('access tokens', () => {
  it("carry GoTrue's claims and nothing else, under an HS256 header", async () => {
    const issued = await tokens.issue(subject);
    expect(decodeProtectedHeader(issued.accessToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(issued.accessToken);
    expect(claims).toEqual({
      iss: issuer,
      sub: subject.userId,
      aud: 'authenticated',
      exp: issued.expiresAt,
      iat: issued.expiresAt - 3600,
      email: 'ada@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], roles: ['premium'] },
      user_metadata: { full_name: 'Ada' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Date.parse('2026-11-25T10:00:00Z') / 1000 }],
      session_id: subject.sessionId,
      is_anonymous: false,
    });
    expect(issued.expiresIn).toBe(3600);
  });

  it('verify back to the user and session', async () => {
    const { accessToken } = await tokens.issue(subject);
    await expect(tokens.verify(accessToken)).resolves.toEqual({ userId: subject.userId, email: subject.email, sessionId: subject.sessionId });
  });

  it('refuse a signed token that is not a user access token', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const base = { iss: issuer, aud: 'authenticated', sub: subject.userId, session_id: subject.sessionId, role: 'authenticated', exp };
    await expect(tokens.verify(await signJwt({ ...base, is_anonymous: true }, key))).rejects.toThrow('not a user access token');
    await expect(tokens.verify(await signJwt({ ...base, role: 'anon' }, key))).rejects.toThrow('not a user access token');
    await expect(tokens.verify(await signJwt({ ...base, aud: 'bullpen-gate' }, key))).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
  });
});
