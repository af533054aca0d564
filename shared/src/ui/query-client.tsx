// How every React root (the shell's and each area's) loads data: TanStack Query with the spec's defaults
// (spec 01 §7): 3 retries, 1 s apart at first and twice as long each time up to 30 s, and what no screen
// shows any more forgotten after 5 minutes.
import { useEffect, type ReactNode } from 'react';
import { focusManager, QueryClient, QueryClientProvider, useQueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { useSessionStore } from '../stores/session';

export const QUERY_RETRIES = 3;
const QUERY_RETRY_BASE_MS = 1000;
const QUERY_RETRY_CAP_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;

/** The wait before retry number `attempt + 1`: 1 s, 2 s, 4 s… never more than 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

/**
 * Whether asking again may get another answer: a network failure or a server error may pass, a
 * refusal (401, 403, 404, a bad request) will not; a timeout (408) or too many requests (429) may.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return true;
  return error.status === 408 || error.status === 429;
}

// The spec refetches on window focus (preps, §7.6); TanStack Query v5 listens only for the tab
// becoming visible, so a window focused again after another window had it is listened for too.
function listenForWindowFocus() {
  focusManager.setEventListener((onFocus) => {
    if (typeof window === 'undefined') return undefined;
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

/**
 * A client with the spec's defaults. A query refetches on focus only where the spec asks for it
 * (`refetchOnWindowFocus: true` beside its polling). Tests pass `{ retry: false }` so a failure shows at once.
 */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  listenForWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && isWorthRetrying(error),
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        ...overrides,
      },
    },
  });
}

/** The signed-in person whose data each client holds (null: a visitor's), remembered while its root is away. */
const holders = new WeakMap<QueryClient, string | null>();

/** Drops what `client` loaded for someone other than the person signed in now; a visitor's data stays theirs. */
function keepToSignedInPerson(client: QueryClient) {
  const now = useSessionStore.getState().user?.id ?? null;
  const held = holders.get(client) ?? null;
  if (held !== null && held !== now) void client.resetQueries();
  holders.set(client, now);
}

/**
 * Gives a React root its client. One person's data is never shown to the next: when the signed-in
 * person signs out or another signs in, everything loaded is dropped and what is on screen loads afresh,
 * also when it happened while the root was away (an area's client outlives its mounts).
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Before the root's screens render, so no frame shows another person's data; a no-op once checked.
  keepToSignedInPerson(client);
  useEffect(() => {
    keepToSignedInPerson(client);
    return useSessionStore.subscribe(() => keepToSignedInPerson(client));
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** An error state's Retry: the query starts afresh, showing its loading state as on the first load. */
export function useRetry(queryKey: QueryKey): () => void {
  const client = useQueryClient();
  return () => void client.resetQueries({ queryKey, exact: true });
}
