// Timers of a screen (reply delays, redirects) that are all cancelled when it unmounts or restarts.
import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Later {
  /** Runs `run` after `ms` unless cancelled first. */
  (run: () => void, ms: number): void;
  /** Cancels every pending timer. */
  cancelAll(): void;
}

export function useLater(): Later {
  const timers = useRef(new Set<number>());

  const cancelAll = useCallback(() => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current.clear();
  }, []);

  useEffect(() => cancelAll, [cancelAll]);

  return useMemo(() => {
    const later = ((run: () => void, ms: number) => {
      const id = window.setTimeout(() => {
        timers.current.delete(id);
        run();
      }, ms);
      timers.current.add(id);
    }) as Later;
    later.cancelAll = cancelAll;
    return later;
  }, [cancelAll]);
}
