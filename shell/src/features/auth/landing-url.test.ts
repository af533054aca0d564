import { isRecoveryLink, readAuthCallback, withoutAuthParams } from './landing-url';

describe('authentication callback in the URL (spec 01 §4.1, §4.3)', () => {
  it('reads a session and its type from the fragment of an e-mail link', () => {
    const callback = readAuthCallback('#access_token=a.b.c&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery', '');
    expect(callback).toEqual({ hasToken: true, type: 'recovery', error: null });
    expect(isRecoveryLink(callback)).toBe(true);
  });

  it('accepts type=recovery in the query too', () => {
    expect(isRecoveryLink(readAuthCallback('', '?type=recovery'))).toBe(true);
    expect(isRecoveryLink(readAuthCallback('#type=signup', ''))).toBe(false);
  });

  it('prefers error_description over error, from the fragment or the query', () => {
    expect(readAuthCallback('#error=access_denied&error_code=otp_expired&error_description=Link+expired', '').error).toBe('Link expired');
    expect(readAuthCallback('', '?error=server_error').error).toBe('server_error');
    expect(readAuthCallback('', '').error).toBeNull();
  });

  it('strips auth parameters but keeps the rest of the URL', () => {
    expect(withoutAuthParams(new URL('http://x/auth/callback?t=1&error=bad#error=bad&error_description=No'))).toBe('/auth/callback?t=1');
    expect(withoutAuthParams(new URL('http://x/bullpen#services'))).toBe('/bullpen#services');
  });
});
