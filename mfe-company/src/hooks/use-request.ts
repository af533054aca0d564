// Loads data for a screen with the three states every data screen shows (loading, error, data), and
// optionally polls it: every `pollMs` while the browser tab is visible, at once when it shows again.
import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

export type Loader<T> = (signal: AbortSignal) => Promise<T>;

/**
 * `load` may change between renders; a new one loads afresh. `retry` loads again showing the loading
 * state; `refresh` loads quietly (a poll, or after a change), keeping what is shown until it answers.
 */
export function useRequest<T>(load: Loader<T>, { pollMs }: { pollMs?: number } = {}) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback((quiet: boolean) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    if (!quiet) setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (quiet) {
          // A failed poll keeps what is shown; the next one tries again.
          console.warn('[company] refresh failed', error);
          return;
        }
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }, []);

  useEffect(() => {
    run(false);
    return () => controllerRef.current?.abort();
  }, [run, load, attempt]);

  useEffect(() => {
    if (!pollMs) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible') timer = setInterval(() => run(true), pollMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        run(true);
        start();
      } else stop();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pollMs, run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => run(true), [run]);
  return { ...state, retry, refresh };
}
