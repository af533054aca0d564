// Loads data and reloads it every `pollMs` while the browser tab is visible (at once when it shows
// again): new messages appear without a page reload, and a hidden tab costs nothing.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Polled<T> = ({ status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T }) & {
  retry: () => void;
  /** Reloads quietly, keeping what is shown. */
  refresh: () => void;
};

/** `load` must be memoised; a new one loads afresh. */
export function usePolled<T>(load: (signal: AbortSignal) => Promise<T>, pollMs: number): Polled<T> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);

  const run = useCallback(
    (quiet: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      if (!quiet) setState({ status: 'loading' });
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'success', data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (quiet) {
            // A failed poll keeps what is shown; the next one tries again.
            console.warn('[messages] refresh failed', error);
            return;
          }
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    },
    [load],
  );

  useEffect(() => {
    run(false);
    return () => current.current?.abort();
  }, [run, attempt]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible') timer = setInterval(() => run(true), pollMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      run(true);
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [run, pollMs]);

  return { ...state, retry: useCallback(() => setAttempt((n) => n + 1), []), refresh: useCallback(() => run(true), [run]) };
}
