// The signed-in user's preps, kept fresh as spec §7.6 asks: loaded on mount, polled every 5 s and
// refetched when the window regains focus. A failed poll keeps the data already shown.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PREP_POLL_INTERVAL_MS, useSessionStore, type PrepRecord } from '@bullpen/shared';
import { fetchPreps } from '../api/preps';
import { isNotAuthenticated, useNotAuthenticated } from './use-not-authenticated';

export const PREPS_QUERY = ['preps'];

export interface PrepsState {
  /** Null until the first answer. */
  preps: PrepRecord[] | null;
  /** Why the preps could not be loaded; null while a 401 sends the user to log in. */
  error: Error | null;
  /** Loads again now; resolves when done. */
  refetch: () => Promise<void>;
  /** Puts a record the server just returned in place of the stored one, without a round trip. */
  replace: (record: PrepRecord) => void;
}

export function usePreps(): PrepsState {
  const sessionLoading = useSessionStore((s) => s.isLoading);
  const client = useQueryClient();
  const handleAuth = useNotAuthenticated();
  const query = useQuery({
    queryKey: PREPS_QUERY,
    // A 401 sends the user to log in, from the failed load itself rather than from a render.
    queryFn: ({ signal }) =>
      fetchPreps(signal).catch((failure: unknown) => {
        handleAuth(failure);
        throw failure;
      }),
    // The bearer token is known once the session check ends.
    enabled: !sessionLoading,
    refetchInterval: PREP_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

  const failure = query.error;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);
  const replace = useCallback(
    (record: PrepRecord) => client.setQueryData<PrepRecord[]>(PREPS_QUERY, (list) => (list ? list.map((p) => (p.id === record.id ? record : p)) : [record])),
    [client],
  );

  return { preps: query.data ?? null, error: failure && !isNotAuthenticated(failure) ? failure : null, refetch, replace };
}

/** The prep a screen shows: the one named by `?prep=` when given, else the newest. */
export function selectPrep(preps: PrepRecord[] | null, id: string | null): PrepRecord | undefined {
  if (!preps) return undefined;
  return (id && preps.find((p) => p.id === id)) || preps[0];
}
