// The signed-in user's preps, kept fresh as spec §7.6 asks: loaded on mount, polled every 5 s and
// refetched when the window regains focus. A failed poll keeps the data already shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PREP_POLL_INTERVAL_MS, useSessionStore, type PrepRecord } from '@bullpen/shared';
import { fetchPreps } from '../api/preps';
import { useNotAuthenticated } from './use-not-authenticated';

export interface PrepsState {
  /** Null until the first answer. */
  preps: PrepRecord[] | null;
  error: Error | null;
  /** Loads again now; resolves when done. */
  refetch: () => Promise<void>;
  /** Puts a record the server just returned in place of the stored one, without a round trip. */
  replace: (record: PrepRecord) => void;
}

export function usePreps({ poll = true }: { poll?: boolean } = {}): PrepsState {
  const sessionLoading = useSessionStore((s) => s.isLoading);
  const [preps, setPreps] = useState<PrepRecord[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const handleAuth = useNotAuthenticated();

  const refetch = useCallback(() => {
    inFlight.current ??= fetchPreps()
      .then(
        (list) => {
          setPreps(list);
          setError(null);
        },
        (failure: unknown) => {
          if (handleAuth(failure)) return;
          setError(failure instanceof Error ? failure : new Error(String(failure)));
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [handleAuth]);

  useEffect(() => {
    if (sessionLoading) return undefined;
    void refetch();
    if (!poll) return undefined;
    const timer = window.setInterval(() => void refetch(), PREP_POLL_INTERVAL_MS);
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [sessionLoading, poll, refetch]);

  const replace = useCallback((record: PrepRecord) => {
    setPreps((list) => (list ? list.map((p) => (p.id === record.id ? record : p)) : [record]));
  }, []);

  return { preps, error, refetch, replace };
}

/** The prep a screen shows: the one named by `?prep=` when given, else the newest. */
export function selectPrep(preps: PrepRecord[] | null, id: string | null): PrepRecord | undefined {
  if (!preps) return undefined;
  return (id && preps.find((p) => p.id === id)) || preps[0];
}
