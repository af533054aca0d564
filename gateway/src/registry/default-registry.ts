// The registry served when none is configured: every remote from this repository's own builds. Their
// routes are what each build publishes (area.json beside its manifest).
import { CONTRACT_VERSION, type RegistryConfig } from '@bullpen/shared/runtime';

/** The remotes this repository builds itself, served from `<root>/mfe-<name>/dist` under `/mfe/<name>/`. */
export const LOCAL_REMOTE_NAMES: readonly string[] = ['community', 'practice', 'prep', 'company', 'admin'];

export const defaultRegistry: RegistryConfig = {
  contractVersion: CONTRACT_VERSION,
  remotes: LOCAL_REMOTE_NAMES.map((name) => ({ name, manifest: `/mfe/${name}/mf-manifest.json` })),
};
