// The shell's auth context (spec 01 §3, §4.1): follows supabase-js session events, loads the user's
// profile and roles from /api/me, and mirrors everything into the shared session store for remotes.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  SIGNED_OUT,
  fetchMe,
  getAppConfig,
  getSupabase,
  patchProfile,
  setRememberMe,
  toaster,
  toastOnceMounted,
  uploadAvatar as postAvatar,
  uploadCv as postCv,
  useSessionStore,
  type AuthChangeEvent,
  type Me,
  type Profile,
  type ProfileUpdate,
  type Session,
  type SessionState,
} from '@bullpen/shared';
import { AUTH_ERRORS } from './messages';
import { landingCallback, withoutAuthParams } from './landing-url';
import { pathOf, takePostLoginRedirect, peekPostLoginRedirect } from './post-login-redirect';
import { forgetPendingCv, loadPendingCv } from './pending-cv';

export type AuthResult = { error: Error | null };

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  affiliation?: string;
  specialization?: string;
}

export interface AuthActions {
  signIn(email: string, password: string, rememberMe?: boolean): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<AuthResult>;
  /** Signs out everywhere and goes to /login. */
  signOut(): Promise<void>;
  updateProfile(fields: ProfileUpdate): Promise<AuthResult>;
  uploadAvatar(file: File): Promise<AuthResult>;
  uploadCv(file: File): Promise<AuthResult>;
  signInWithGoogle(): Promise<void>;
  signInWithLinkedIn(): Promise<void>;
  resetPassword(email: string): Promise<AuthResult>;
  /** `nonce`: the code reauthenticate() mailed, when the sign-in is too old for a password change. */
  updatePassword(password: string, nonce?: string): Promise<AuthResult>;
  /** Mails the signed-in user a code that lets this session change the password. */
  reauthenticate(): Promise<AuthResult>;
  reloadProfile(): void;
}

interface AuthContextValue extends AuthActions {
  /** A PASSWORD_RECOVERY event arrived on this page load. */
  isRecovery: boolean;
  isSigningOut: boolean;
  /** Why /api/me failed for the signed-in user, if it did. */
  profileError: string | null;
}

export type UseAuth = SessionState & AuthContextValue;

export const AUTH_ERROR_KEY = 'auth_error';
export const CREATOR_ACCESS_KEY = 'creatorAccess';

/** Screens that handle a fresh session themselves: the stored redirect is not applied on them. */
const SESSION_SCREENS = ['/login', '/auth/callback', '/reset-password'];

const AuthContext = createContext<AuthContextValue | null>(null);

const setSession = useSessionStore.setState;

function rolesFrom(me: Me): Pick<SessionState, 'profile' | 'isAdmin' | 'isPremium' | 'isCompany'> {
  return {
    profile: me.profile,
    isAdmin: me.roles.admin,
    // Premium is true for admins and for a profile with has_premium (spec 01 §4.1).
    isPremium: me.roles.admin || me.roles.premium || me.profile.has_premium,
    isCompany: me.roles.company,
  };
}

function withProfile(profile: Profile): Pick<SessionState, 'profile' | 'isPremium'> {
  const { isAdmin, isPremium } = useSessionStore.getState();
  return { profile, isPremium: isPremium || isAdmin || profile.has_premium };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

async function run(label: string, action: () => Promise<{ error: Error | null } | void>): Promise<AuthResult> {
  try {
    const result = await action();
    if (result?.error) console.error(`[auth] ${label} failed`, result.error);
    return { error: result?.error ?? null };
  } catch (error) {
    console.error(`[auth] ${label} failed`, error);
    return { error: asError(error) };
  }
}

/** Uploads a CV chosen on the register page once its owner is signed in. */
async function uploadPendingCv(email: string) {
  const pending = await loadPendingCv(email).catch((error: unknown) => {
    console.error('[auth] could not read the pending CV', error);
    return undefined;
  });
  if (!pending) return;
  try {
    const profile = await postCv(pending.file, pending.name);
    await forgetPendingCv(email);
    setSession(withProfile(profile));
    toaster.create({ type: 'success', title: 'CV uploaded', description: 'The CV you chose when registering is now on your profile.' });
  } catch (error) {
    console.error('[auth] pending CV upload failed', error);
    toaster.create({
      type: 'warning',
      title: 'CV not uploaded yet',
      description: 'We could not upload the CV you chose when registering. You can add it from your profile.',
    });
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isRecovery, setIsRecovery] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [profileError, setProfileError] = useState<string | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const loadAccount = useCallback(async (userId: string, initial: boolean) => {
    try {
      const me = await fetchMe();
      if (useSessionStore.getState().user?.id !== userId) return;
      setSession({ ...rolesFrom(me), isLoading: false });
      setProfileError(null);
    } catch (error) {
      if (useSessionStore.getState().user?.id !== userId) return;
      console.error('[auth] /api/me failed', error);
      setSession({ isLoading: false });
      setProfileError(asError(error).message);
    }
    const { user } = useSessionStore.getState();
    if (!user) return;
    // A stored redirect is also applied by a full page load on another path (spec 01 §4.2).
    const target = peekPostLoginRedirect();
    const { pathname } = window.location;
    if (initial && target && !SESSION_SCREENS.includes(pathname) && pathOf(target) !== pathname) {
      takePostLoginRedirect();
      void navigateRef.current(target, { replace: true });
    }
    void uploadPendingCv(user.email);
  }, []);

  // Session events (spec 01 §4.1). The callback only records state; network calls are deferred,
  // because supabase-js holds its lock while it runs the listeners.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const onEvent = (event: AuthChangeEvent, session: Session | null) => {
      if (event === 'PASSWORD_RECOVERY') setIsRecovery(true);
      if (!session) {
        setSession({ ...SIGNED_OUT, isLoading: false });
        setProfileError(null);
        return;
      }
      const user = { id: session.user.id, email: session.user.email ?? '' };
      const isNewUser = useSessionStore.getState().user?.id !== user.id;
      setSession({
        user,
        session,
        accessToken: session.access_token,
        ...(isNewUser ? { profile: null, isAdmin: false, isPremium: false, isCompany: false, isLoading: true } : {}),
      });
      // A refreshed session may carry roles granted meanwhile (Pro granted by an admin or a payment): reload them.
      if (isNewUser || event === 'TOKEN_REFRESHED') setTimeout(() => void loadAccount(user.id, isNewUser && event === 'INITIAL_SESSION'), 0);
    };
    Promise.all([getSupabase(), getAppConfig()])
      .then(([client, config]) => {
        if (cancelled) return;
        setSession({ demoMode: config.demoMode, creatorAccess: config.demoMode && localStorage.getItem(CREATOR_ACCESS_KEY) === 'true' });
        unsubscribe = client.auth.onAuthStateChange(onEvent).data.subscription.unsubscribe;
      })
      .catch((error: unknown) => {
        console.error('[auth] initialisation failed', error);
        setSession({ ...SIGNED_OUT, isLoading: false });
        toaster.create({ type: 'error', title: AUTH_ERRORS.title, description: AUTH_ERRORS.initFailed });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [loadAccount]);

  // An error in the landing URL, or one stored by a failed provider sign-in (spec 01 §8).
  useEffect(() => {
    const stored = localStorage.getItem(AUTH_ERROR_KEY);
    const fromUrl = landingCallback().error;
    if (fromUrl === null && stored === null) return;
    localStorage.removeItem(AUTH_ERROR_KEY);
    toastOnceMounted({ type: 'error', title: AUTH_ERRORS.title, description: fromUrl || stored || AUTH_ERRORS.unknown });
    if (fromUrl !== null) window.history.replaceState(window.history.state, '', withoutAuthParams(new URL(window.location.href)));
  }, []);

  // `?creator=true` stores the creator flag, in demo mode only (spec 01 §4.5).
  const demoMode = useSessionStore((s) => s.demoMode);
  useEffect(() => {
    if (demoMode && new URLSearchParams(search).get('creator') === 'true') {
      localStorage.setItem(CREATOR_ACCESS_KEY, 'true');
      setSession({ creatorAccess: true });
    }
  }, [demoMode, search]);

  const actions = useMemo<AuthActions>(() => {
    // Read when an action runs (a page prerendered at build time renders this without a window).
    const origin = () => window.location.origin;
    const auth = async () => (await getSupabase()).auth;

    async function signInWithProvider(provider: 'google' | 'linkedin_oidc') {
      const label = provider === 'google' ? 'Google' : 'LinkedIn';
      const failedTitle = provider === 'google' ? AUTH_ERRORS.googleFailed : AUTH_ERRORS.linkedInFailed;
      const config = await getAppConfig();
      const configured = provider === 'google' ? config.auth.providers.google : config.auth.providers.linkedin;
      if (!configured) {
        toaster.create({ type: 'error', title: failedTitle, description: AUTH_ERRORS.providerNotConfigured(label) });
        return;
      }
      if (provider === 'google') toaster.create({ type: 'info', ...AUTH_ERRORS.googleStarted });
      const { error } = await run(`${label} sign-in`, async () =>
        (await auth()).signInWithOAuth(
          provider === 'google'
            ? {
                provider,
                options: {
                  redirectTo: `${origin()}/auth/callback?t=${Date.now()}`,
                  scopes: 'email profile openid',
                  queryParams: { access_type: 'offline', prompt: 'select_account' },
                },
              }
            : { provider, options: { redirectTo: `${origin()}/profile`, scopes: 'openid profile email' } },
        ),
      );
      if (error) {
        localStorage.setItem(AUTH_ERROR_KEY, error.message);
        toaster.create({ type: 'error', title: failedTitle, description: error.message });
      }
    }

    /** A change to the signed-in user's own profile; the answer is the saved profile. */
    const saveProfile = (label: string, save: () => Promise<Profile>) =>
      run(label, async () => {
        if (!useSessionStore.getState().user) return { error: new Error(AUTH_ERRORS.noUser) };
        setSession(withProfile(await save()));
        return { error: null };
      });

    return {
      signIn: (email, password, rememberMe = true) =>
        run('sign-in', async () => {
          setRememberMe(rememberMe);
          return (await auth()).signInWithPassword({ email: email.trim(), password });
        }),

      signUp: ({ fullName, email, password, affiliation, specialization }) =>
        run('sign-up', async () => {
          const { data, error } = await (await auth()).signUp({
            email: email.trim(),
            password,
            options: {
              // The login screen: it welcomes the confirmed user and goes on to /profile or the stored redirect.
              emailRedirectTo: `${origin()}/login`,
              data: { full_name: fullName.trim(), affiliation: affiliation?.trim() || null, specialization: specialization || null },
            },
          });
          if (error) return { error };
          // With e-mail confirmation on, an existing address answers 200 with no identities.
          if (data.user && data.user.identities?.length === 0) return { error: new Error('User already registered') };
          return { error: null };
        }),

      signOut: async () => {
        setIsSigningOut(true);
        try {
          const { error } = await run('sign-out', async () => (await auth()).signOut({ scope: 'global' }));
          if (error) {
            toaster.create({ type: 'error', title: 'Sign out failed', description: error.message });
            return;
          }
          // A guarded screen may already have sent the signed-out user to /login.
          if (window.location.pathname !== '/login') await navigateRef.current('/login');
        } finally {
          setIsSigningOut(false);
        }
      },

      updateProfile: (fields) => saveProfile('profile update', () => patchProfile(fields)),

      uploadAvatar: (file) => saveProfile('avatar upload', () => postAvatar(file)),
      uploadCv: (file) => saveProfile('CV upload', () => postCv(file)),

      signInWithGoogle: () => signInWithProvider('google'),
      signInWithLinkedIn: () => signInWithProvider('linkedin_oidc'),

      resetPassword: (email) =>
        run('password recovery', async () =>
          (await auth()).resetPasswordForEmail(email.trim(), { redirectTo: `${origin()}/reset-password` }),
        ),

      updatePassword: (password, nonce) =>
        run('password update', async () => (await auth()).updateUser(nonce ? { password, nonce } : { password })),

      reauthenticate: () => run('reauthentication', async () => (await auth()).reauthenticate()),

      reloadProfile: () => {
        const { user } = useSessionStore.getState();
        if (!user) return;
        setSession({ isLoading: true });
        void loadAccount(user.id, false);
      },
    };
  }, [loadAccount]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...actions, isRecovery, isSigningOut, profileError }),
    [actions, isRecovery, isSigningOut, profileError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session (from the shared store) and the account actions; only inside <AuthProvider>. */
export function useAuth(): UseAuth {
  const context = useContext(AuthContext);
  const session = useSessionStore();
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return { ...session, ...context };
}
