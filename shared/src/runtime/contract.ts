// The contract between the shell and the remotes: registry entries, guards and parcel props.
import type { PublishedRoute } from './area';

/** Bump the major when a change would break remotes built against the previous contract. */
export const CONTRACT_VERSION = '1.1.0';

export type Guard = 'public' | 'auth' | 'premium' | 'admin' | 'company';

export const GUARDS: readonly Guard[] = ['public', 'auth', 'premium', 'admin', 'company'];

/** A route as the remote publishes it (its area.json): path pattern, guard, menu entries, layout. */
export type RegistryRoute = PublishedRoute;

/** A remote as configured: where its build is. */
export interface RegistryEntry {
  /** Module Federation name of the remote; must equal the `name` in its build. */
  name: string;
  /** Absolute or origin-relative URL of the remote's `mf-manifest.json`; its `area.json` sits beside it. */
  manifest: string;
  /** Label shown by the remote to tell builds apart (optional; the remote also reports its own). */
  label?: string;
  /**
   * Origin (and optional path) of the team's own server holding the build: the gateway forwards
   * `/mfe/<name>/…` there, and `manifest` is then `/mfe/<name>/mf-manifest.json`. Never served to browsers.
   */
  upstream?: string;
}

/** A remote as the shell reads it: the routes are those its build publishes, merged in by the gateway. */
export interface RegistryRemote extends Omit<RegistryEntry, 'upstream'> {
  routes: RegistryRoute[];
}

/** The registry as configured (REGISTRY_FILE, REGISTRY_JSON or the default): remotes and their builds. */
export interface RegistryConfig {
  contractVersion: string;
  remotes: RegistryEntry[];
}

/** The registry the gateway serves at /registry.json. */
export interface Registry {
  contractVersion: string;
  remotes: RegistryRemote[];
}

/** Props the shell passes to every remote parcel. */
export interface AreaProps {
  /** The contract version the shell speaks; a remote may refuse a major it does not know. */
  contractVersion: string;
  /** Name of the remote as registered. */
  remoteName: string;
}

/** What a remote's `./app` module exports, beside the single-spa lifecycles. */
export interface AreaModuleInfo {
  contractVersion: string;
  buildLabel: string;
}

export function contractMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : -1;
}

/** True when a remote built against `remoteVersion` can be mounted by this shell. */
export function isCompatibleContract(remoteVersion: string | undefined, shellVersion = CONTRACT_VERSION): boolean {
  if (!remoteVersion) return false;
  return contractMajor(remoteVersion) === contractMajor(shellVersion);
}
