// Who the page's user is in a screen test: the shared session store the shell's auth fills in the app.
import { SIGNED_OUT, useSessionStore, type SessionState } from '../stores/session';
import { toaster } from '../ui/toaster';

const SIGNED_OUT_PAGE = useSessionStore.getState();

export interface TestUser {
  email?: string;
  isAdmin?: boolean;
  isPremium?: boolean;
  isCompany?: boolean;
  demoMode?: boolean;
}

/** Signs a user in as the shell would once /api/me has answered (no profile unless given). */
export function signIn({ email = 'student@bullpen.test', isAdmin = false, isPremium = false, isCompany = false, demoMode = false }: TestUser = {},
  extra: Partial<SessionState> = {}): void {
  useSessionStore.setState({
    ...SIGNED_OUT,
    user: { id: `user-${email}`, email },
    accessToken: 'test-access-token',
    isAdmin,
    isPremium,
    isCompany,
    demoMode,
    isLoading: false,
    ...extra,
  });
}

/** A visitor: the session check is over and nobody is signed in. */
export function signOut(extra: Partial<SessionState> = {}): void {
  useSessionStore.setState({ ...SIGNED_OUT, isLoading: false, ...extra });
}

/** Back to a fresh page: session unknown, storage empty, no toast. */
export function resetPage(): void {
  useSessionStore.setState(SIGNED_OUT_PAGE, true);
  localStorage.clear();
  sessionStorage.clear();
  toaster.remove();
}
