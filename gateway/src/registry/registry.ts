// The registry the gateway serves, wired from configuration: the configured remotes (./registry-source.ts)
// with the routes each remote's build publishes (./area-source.ts, ./served-registry.ts).
import path from 'node:path';
import type { Logger } from 'pino';
import type { RegistrySetting } from '../config';
import { localFiles, type RemoteFolders } from '../static/local-files';
import { createAreaSource } from './area-source';
import { createCompatibilityCheck } from './compatibility';
import { createRegistrySource, type RegistrySource } from './registry-source';
import { createServedRegistry, type ServedRegistry } from './served-registry';

/** A remote's area.json on another origin: its time budget, and how long a read is trusted. */
export const AREA_READS = { timeoutMs: 3000, revalidateMs: 5000 };

/**
 * @param shellDir the served shell's build: each registry, when it changes, is checked against what that
 *   shell provides, and a remote that does not fit is logged (./compatibility.ts)
 */
export function createRegistry(setting: RegistrySetting, folders: RemoteFolders, logger: Logger, shellDir?: string): ServedRegistry {
  const localFile = localFiles(folders);
  const readArea = createAreaSource({ localFile, ...AREA_READS });
  const configured = createRegistrySource(setting, logger);
  if (!shellDir) return createServedRegistry(configured, readArea, logger);
  const check = createCompatibilityCheck({ shellManifestFile: path.join(shellDir, 'mf-manifest.json'), localFile, logger, timeoutMs: AREA_READS.timeoutMs });
  const checked: RegistrySource = async () => {
    const config = await configured();
    // In the background: a page never waits for the check.
    void check(config).catch((error: unknown) => logger.error({ err: error }, 'the registry could not be checked against the shell'));
    return config;
  };
  return createServedRegistry(checked, readArea, logger);
}
