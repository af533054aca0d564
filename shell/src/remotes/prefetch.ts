// Warms an area before it is visited: its remote's manifest, entry and `./app` module are fetched when a
// link to it is hovered or focused, and for every area once the page is idle, so a click only mounts.
import { remoteForPath, type Registry } from '@bullpen/shared';
import { loadAreaModule } from './federation';

let registry: Registry | null = null;
const started = new Set<string>();

interface NetworkInformationLike {
  saveData?: boolean;
}

export function prefetchArea(name: string): void {
  if (started.has(name)) return;
  started.add(name);
  // A failed prefetch is forgotten: the visit itself loads the area again and shows its error.
  loadAreaModule(name).catch(() => started.delete(name));
}

/** For a link's target (`/aihub`, `/bullpen#services`): prefetch the area that serves it. */
export function prefetchPath(to: string): void {
  if (!registry) return;
  const name = remoteForPath(registry, new URL(to, window.location.origin).pathname)?.name;
  if (name) prefetchArea(name);
}

/** Remembers the registry and, unless the visitor asked to save data, warms each area in idle time. */
export function prefetchWhenIdle(known: Registry): void {
  registry = known;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return;
  const whenIdle = (task: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1000);
  const queue = known.remotes.map((remote) => remote.name);
  const next = () => {
    const name = queue.shift();
    if (!name) return;
    prefetchArea(name);
    whenIdle(next);
  };
  whenIdle(next);
}
