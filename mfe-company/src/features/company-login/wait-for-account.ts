// After a sign-in, the shell's auth loads the account (profile and roles from /api/me) into the shared
// session store; this waits for that, so the login screen knows whether the user is a company user.
import { useSessionStore, type SessionState } from '@bullpen/shared';

const ACCOUNT_TIMEOUT_MS = 10_000;

/** Resolves once `email`'s account is loaded (or after a time-out, with whatever is there). */
export function waitForAccount(email: string): Promise<SessionState> {
  const address = email.trim().toLowerCase();
  const ready = (state: SessionState) => state.user?.email.toLowerCase() === address && !state.isLoading;
  const now = useSessionStore.getState();
  if (ready(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(useSessionStore.getState());
    }, ACCOUNT_TIMEOUT_MS);
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (!ready(state)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
    });
  });
}
