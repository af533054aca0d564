import { File as NodeFile } from 'node:buffer';

// Browser APIs that jsdom does not implement and Chakra (its zag machines, portals, scroll locks) or
// the screens call: media queries, resize and intersection observers, scrolling, object URLs.
class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

class InertIntersectionObserver extends InertObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
}

function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Node's BroadcastChannel (jest-fixed-jsdom's) keeps the test process alive until closed; the auth client opens one per page. */
function unrefBroadcastChannel(): void {
  const NodeChannel = window.BroadcastChannel as unknown as new (name: string) => BroadcastChannel & { unref?: () => void };
  window.BroadcastChannel = class extends NodeChannel {
    constructor(name: string) {
      super(name);
      this.unref?.();
    }
  };
}

/** Installs the missing APIs on jsdom's window (only where jsdom has none of its own). */
export function installBrowserApis(): void {
  window.matchMedia ??= matchMedia;
  window.ResizeObserver ??= InertObserver;
  window.IntersectionObserver ??= InertIntersectionObserver;
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  URL.createObjectURL ??= () => 'blob:http://localhost/test';
  URL.revokeObjectURL ??= () => undefined;
  unrefBroadcastChannel();
  // Node's FormData (which fetch sends, jest-fixed-jsdom's) takes only Node's files, not jsdom's.
  window.File = NodeFile as unknown as typeof File;
}
