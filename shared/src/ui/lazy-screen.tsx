// A route's screen in its own chunk that can be fetched before it is rendered. Unlike React.lazy, a
// screen whose chunk has arrived renders at once, without suspending: an area fetches the screen of
// the URL it mounts on first (createArea), so its first render shows the screen and not a fallback,
// which React would keep on screen for at least its reveal throttle (about 300 ms).
import { createElement, type ComponentType, type JSX } from 'react';

export interface LazyScreen {
  (): JSX.Element;
  /** Fetches the screen's chunk (once); resolves when it can render without suspending. */
  preload(): Promise<void>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Thrown by the next render to the area's error boundary; a retry fetches again.
        failure = error;
        pending = undefined;
      },
    );
    return pending;
  };

  function Screen(): JSX.Element {
    if (loaded) return createElement(loaded);
    if (failure !== undefined) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    // Suspends the nearest <Suspense> until the chunk is here (React's protocol for lazy components).
    throw preload();
  }
  return Object.assign(Screen, { preload });
}
