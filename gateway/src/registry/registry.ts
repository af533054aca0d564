// The registry the gateway serves, wired from configuration: the configured remotes (./registry-source.ts)
// with the routes each remote's build publishes (./area-source.ts, ./served-registry.ts), and the upstreams
// of the remotes served by their team's own server (../proxy/remote-upstreams.ts).
import path from 'node:path';
import type { Logger } from 'pino';
import type { RegistrySetting } from '../config';
import { createRemoteUpstreams, type RemoteUpstreams } from '../proxy/remote-upstreams';
import { localFiles, type RemoteFolders } from '../static/local-files';
import { createAreaSource } from './area-source';
import { createCompatibilityCheck } from './compatibility';
import { createRegistrySource, type RegistrySource } from './registry-source';
import { createServedRegistry, type ServedRegistry } from './served-registry';

/** A remote's area.json on another origin: its time budget, and how long a read is trusted. */
export const AREA_READS = { timeoutMs: 3000, revalidateMs: 5000 };

export interface GatewayRegistry {
  /** GET /registry.json: the configured remotes with their routes. */
  served: ServedRegistry;
  /** The registry as configured (re-read when its file changes). */
  configured: RegistrySource;
  /** Where the remotes served by their team's own server are, as of the last registry read. */
  upstreams: RemoteUpstreams;
}

/**
 * @param shellDir the served shell's build: each registry, when it changes, is checked against what that
 *   shell provides, and a remote that does not fit is logged (./compatibility.ts)
 */
export function createRegistry(setting: RegistrySetting, folders: RemoteFolders, logger: Logger, shellDir?: string): GatewayRegistry {
  const upstreams = createRemoteUpstreams();
  const localFile = localFiles({ ...folders, upstreamOf: upstreams.of });
  const readArea = createAreaSource({ localFile, resolve: upstreams.resolve, ...AREA_READS });
  const configured = upstreams.track(createRegistrySource(setting, logger));
  if (!shellDir) return { served: createServedRegistry(configured, readArea, logger), configured, upstreams };
  const check = createCompatibilityCheck({
    shellManifestFile: path.join(shellDir, 'mf-manifest.json'),
    localFile,
    resolve: upstreams.resolve,
    logger,
    timeoutMs: AREA_READS.timeoutMs,
  });
  const checked: RegistrySource = async () => {
    const config = await configured();
    // In the background: a page never waits for the check.
    void check(config).catch((error: unknown) => logger.error({ err: error }, 'the registry could not be checked against the shell'));
    return config;
  };
  return { served: createServedRegistry(checked, readArea, logger), configured, upstreams };
}
