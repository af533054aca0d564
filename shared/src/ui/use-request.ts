// Loads data for a screen with the three states every data screen shows (loading, error, data), and
// optionally polls it: every `pollMs` while the browser tab is visible, at once when it shows again.
import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

export type RequestLoader<T> = (signal: AbortSignal) => Promise<T>;

export type Request<T> = RequestState<T> & {
  /** Loads again, showing the loading state (an error's Retry). */
  retry: () => void;
  /** Loads again quietly, keeping what is shown until it answers (a poll, or after a change). */
  refresh: () => void;
};

/** `load` may change between renders; a new one loads afresh. */
export function useRequest<T>(load: RequestLoader<T>, { pollMs }: { pollMs?: number } = {}): Request<T> {
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
        const failure = error instanceof Error ? error : new Error(String(error));
        // A failed quiet load keeps the data shown; the next one tries again.
        setState((current) => (quiet && current.status === 'success' ? current : { status: 'error', error: failure }));
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
  }, [pollMs, run]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => run(true), [run]);
  return { ...state, retry, refresh };
}
