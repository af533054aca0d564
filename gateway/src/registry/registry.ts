// The registry the gateway serves, wired from configuration: the configured remotes (./registry-source.ts)
// with the routes each remote's build publishes (./area-source.ts, ./served-registry.ts).
import type { Logger } from 'pino';
import type { RegistrySetting } from '../config';
import { localFiles, type RemoteFolders } from '../static/local-files';
import { createAreaSource } from './area-source';
import { createRegistrySource } from './registry-source';
import { createServedRegistry, type ServedRegistry } from './served-registry';

/** A remote's area.json on another origin: its time budget, and how long a read is trusted. */
export const AREA_READS = { timeoutMs: 3000, revalidateMs: 5000 };

export function createRegistry(setting: RegistrySetting, folders: RemoteFolders, logger: Logger): ServedRegistry {
  const readArea = createAreaSource({ localFile: localFiles(folders), ...AREA_READS });
  return createServedRegistry(createRegistrySource(setting, logger), readArea, logger);
}
