// Runtime composition: each area's `./app` comes from its remote through Module Federation. The static
// composition build (BUILD_STATIC=1) swaps this module for ./static-areas.
//
// The registry names each remote's mf-manifest.json. The shell reads the manifest itself and registers
// the remote by its entry script, so the federation runtime is built without its own manifest handling
// (`experiments.optimization.disableSnapshot` in tools/webpack.app.cjs), which would be most of its size.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { compatibilityProblems, readManifest, readManifestShared, type AreaModule, type ProvidedShared, type Registry } from '@bullpen/shared';
import { AreaLoadError } from './area-load-error';

/** What this shell provides to remotes, as its build set it. */
const provided = (): ProvidedShared => (typeof __SHELL_SHARED__ === 'undefined' ? {} : __SHELL_SHARED__);

let manifests = new Map<string, string>();
/** Remote name → its registration, started by the first load of the area. */
const registrations = new Map<string, Promise<void>>();

/**
 * Where each remote's manifest is. A remote is registered with the federation runtime when its area is
 * first loaded (or prefetched), from what its manifest names.
 */
export function setAreaRegistry(registry: Registry): void {
  manifests = new Map(registry.remotes.map((remote) => [remote.name, new URL(remote.manifest, window.location.origin).href]));
  registrations.clear();
}

async function registerFromManifest(name: string): Promise<void> {
  const manifestUrl = manifests.get(name);
  if (!manifestUrl) throw new Error(`No remote named ${name} in the registry`);
  // The default fetch: index.html preloads the manifest of the page's area with the same mode.
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`The manifest of ${name} answered ${response.status}`);
  const manifest: unknown = await response.json();
  const files = readManifest(manifest);
  if (!files) throw new Error(`The manifest of ${name} is not a Module Federation manifest`);
  refuseIfIncompatible(name, manifest);
  registerRemotes([{ name, entry: new URL(files.remoteEntry, manifestUrl).href }], { force: true });
}

/**
 * A remote whose build needs a shared module this shell does not provide, or at another breaking
 * version, would fall back to its own copy and fail inside a component: it is not loaded at all.
 */
function refuseIfIncompatible(name: string, manifest: unknown): void {
  const problems = compatibilityProblems(provided(), readManifestShared(manifest) ?? []);
  if (problems.length === 0) return;
  throw new AreaLoadError(
    `Remote ${name} does not fit this shell: ${problems.join('; ')}`,
    `This area was built for another version of Bullpen (${problems.join('; ')}). It will return once both are updated.`,
  );
}

function registered(name: string): Promise<void> {
  let registration = registrations.get(name);
  if (!registration) {
    registration = registerFromManifest(name);
    registrations.set(name, registration);
    // A failure is forgotten, so that Retry (or the next visit) reads the manifest again.
    registration.catch(() => {
      if (registrations.get(name) === registration) registrations.delete(name);
    });
  }
  return registration;
}

/** The area's `./app` module; the federation runtime caches it, so a second call costs nothing. */
export async function loadAreaModule(name: string): Promise<AreaModule | null> {
  await registered(name);
  return (await loadRemote<AreaModule>(`${name}/app`)) ?? null;
}
