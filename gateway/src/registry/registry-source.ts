// Where the configured registry (remotes and their manifests) comes from: inline config, a file re-read
// when it changes, or the default. The registry served adds the routes each remote publishes (./served-registry.ts).
import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import type { RegistryConfig } from '@bullpen/shared/runtime';
import type { RegistrySetting } from '../config';
import { defaultRegistry } from './default-registry';
import { parseRegistry } from './registry-schema';

export type RegistrySource = () => Promise<RegistryConfig>;

/**
 * Re-reads the file when its mtime or size changes, so repointing a remote takes effect on the next
 * page load. A file that turns invalid (or vanishes) is logged and the last good registry is kept.
 */
function fileSource(file: string, logger: Logger): RegistrySource {
  let loaded: { version: string; registry: RegistryConfig } | undefined;
  return async () => {
    try {
      const stat = await fs.stat(file);
      const version = `${stat.mtimeMs}:${stat.size}`;
      if (loaded?.version !== version) {
        loaded = { version, registry: parseRegistry(await fs.readFile(file, 'utf8')) };
        logger.info({ file }, 'registry loaded');
      }
    } catch (error) {
      if (!loaded) throw error;
      logger.error({ err: error, file }, 'registry file unreadable or invalid; serving the last good registry');
    }
    return loaded.registry;
  };
}

export function createRegistrySource(setting: RegistrySetting, logger: Logger): RegistrySource {
  switch (setting.source) {
    case 'inline':
      return async () => setting.registry;
    case 'file':
      return fileSource(setting.path, logger);
    case 'default':
      return async () => defaultRegistry;
  }
}
