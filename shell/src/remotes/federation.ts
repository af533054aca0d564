// Runtime composition: each area's `./app` comes from its remote through Module Federation. The static
// composition build (BUILD_STATIC=1) swaps this module for ./static-areas.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule, Registry } from '@bullpen/shared';

export function registerAreaRemotes(registry: Registry): void {
  registerRemotes(
    registry.remotes.map((remote) => ({
      name: remote.name,
      entry: new URL(remote.manifest, window.location.origin).href,
    })),
    { force: true },
  );
}

/** The area's `./app` module; the federation runtime caches it, so a second call costs nothing. */
export async function loadAreaModule(name: string): Promise<AreaModule | null> {
  return (await loadRemote<AreaModule>(`${name}/app`)) ?? null;
}
