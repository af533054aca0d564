import { LOGIN, REGISTER, loginFailureText, signUpErrorMessage } from './messages';

describe('register error mapping (spec 01 §8)', () => {
  it('turns a rate limit into the wait-a-minute message', () => {
    expect(signUpErrorMessage('Email rate limit exceeded')).toBe(REGISTER.rateLimited);
    expect(signUpErrorMessage('Too many signup attempts. Please wait a minute before trying again.')).toBe(
      'Too many signup attempts. Please wait a minute before trying again.',
    );
  });

  it('turns an existing address into the try-logging-in message', () => {
    expect(signUpErrorMessage('User already registered')).toBe('This email is already registered. Please try logging in instead.');
  });

  it('passes other messages through', () => {
    expect(signUpErrorMessage('Password should be at least 6 characters.')).toBe('Password should be at least 6 characters.');
  });
});

describe('inline login failure (spec 01 §8)', () => {
  const withStatus = (message: string, status?: number) => Object.assign(new Error(message), { status });

  it('blames the credentials only when the server refused them', () => {
    expect(loginFailureText(withStatus('Invalid credentials', 400))).toBe(LOGIN.inlineFailed);
    expect(loginFailureText(withStatus('Failed to fetch', 0))).toBe(LOGIN.inlineUnexpected);
    expect(loginFailureText(withStatus('boom'))).toBe(LOGIN.inlineUnexpected);
  });

  it('repeats the wait-a-minute message of a rate limit', () => {
    expect(loginFailureText(withStatus('Too many login attempts. Please wait a minute before trying again.', 429))).toMatch(/Please wait a minute/);
  });
});
