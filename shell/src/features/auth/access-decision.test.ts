import { decideAccess, type AccessInput } from './access-decision';

const visitor: AccessInput = {
  isLoading: false,
  signedIn: false,
  isAdmin: false,
  isPremium: false,
  isCompany: false,
  demoMode: false,
  signingOut: false,
};
const student = { ...visitor, signedIn: true };
const premium = { ...student, isPremium: true };
const admin = { ...student, isAdmin: true };
const recruiter = { ...student, isCompany: true };

describe('route guards (spec 01 §2.1, §4.6)', () => {
  it('opens public routes to everyone, even while the session is still being checked', () => {
    expect(decideAccess('public', { ...visitor, isLoading: true })).toEqual({ kind: 'allow' });
  });

  it('waits for the session check before deciding a guarded route', () => {
    for (const guard of ['auth', 'premium', 'admin', 'company'] as const) {
      expect(decideAccess(guard, { ...premium, isLoading: true })).toEqual({ kind: 'wait' });
    }
  });

  it('sends a visitor to /login with "Please login to access this page" and remembers where they were going', () => {
    for (const guard of ['auth', 'premium', 'admin'] as const) {
      expect(decideAccess(guard, visitor)).toEqual({
        kind: 'redirect',
        to: '/login',
        notice: { title: 'Please login to access this page' },
        rememberPath: true,
      });
    }
  });

  it('sends a signed-in user without premium to /pricing?access=required', () => {
    expect(decideAccess('premium', student)).toEqual({
      kind: 'redirect',
      to: '/pricing?access=required',
      notice: { title: 'Premium access required for this feature' },
      rememberPath: false,
    });
    expect(decideAccess('premium', premium)).toEqual({ kind: 'allow' });
    expect(decideAccess('premium', admin)).toEqual({ kind: 'allow' });
  });

  it('opens premium screens to everyone in demo mode, but still asks for a login on auth screens', () => {
    expect(decideAccess('premium', { ...visitor, demoMode: true })).toEqual({ kind: 'allow' });
    expect(decideAccess('auth', { ...visitor, demoMode: true })).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('lets only admins into admin routes', () => {
    expect(decideAccess('admin', admin)).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', premium)).toEqual({ kind: 'forbidden' });
  });

  it('lets recruiters and admins into company routes and sends others to /company/login', () => {
    expect(decideAccess('company', recruiter)).toEqual({ kind: 'allow' });
    expect(decideAccess('company', admin)).toEqual({ kind: 'allow' });
    expect(decideAccess('company', student)).toMatchObject({ kind: 'redirect', to: '/company/login', rememberPath: false });
    expect(decideAccess('company', visitor)).toMatchObject({ kind: 'redirect', to: '/company/login', rememberPath: true });
  });

  it('after signing out goes to /login without a notice or a remembered path', () => {
    expect(decideAccess('auth', { ...visitor, signingOut: true })).toEqual({ kind: 'redirect', to: '/login', rememberPath: false });
  });
});
