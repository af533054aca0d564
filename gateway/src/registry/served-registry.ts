// The registry the shell reads (GET /registry.json): the configured remotes, each with the routes its
// build publishes, so the shell still makes one request. A remote whose area.json cannot be read keeps
// the routes it last published (none if it never did), and the problem is logged once, not per request;
// the other remotes are served as usual. A path two remotes claim stays with the one listed first.
import type { Logger } from 'pino';
import type { Registry, RegistryConfig, RegistryRemote, RegistryRoute } from '@bullpen/shared/runtime';
import type { AreaSource } from './area-source';
import type { RegistrySource } from './registry-source';

export type ServedRegistry = () => Promise<Registry>;

export function createServedRegistry(configured: RegistrySource, readArea: AreaSource, logger: Logger): ServedRegistry {
  const lastKnown = new Map<string, RegistryRoute[]>();
  const reported = new Map<string, string>();
  let last: { config: RegistryConfig; routes: RegistryRoute[][]; registry: Registry } | undefined;

  /** Logs a remote's problem when it changes, and its recovery. */
  function report(remote: string, problem: string | undefined, manifest: string) {
    if (reported.get(remote) === problem || (problem === undefined && !reported.has(remote))) return;
    if (problem === undefined) {
      reported.delete(remote);
      logger.info({ remote, manifest }, `remote ${remote}: its area.json is readable again`);
      return;
    }
    reported.set(remote, problem);
    const kept = lastKnown.get(remote)?.length ?? 0;
    logger.error({ remote, manifest, problem }, `remote ${remote}: area.json unreadable (${problem}); serving its last known routes (${kept})`);
  }

  async function routesOf(name: string, manifest: string): Promise<RegistryRoute[]> {
    const read = await readArea(manifest);
    const problem = !read.ok ? read.problem : read.area.name !== name ? `it is the area.json of "${read.area.name}"` : undefined;
    report(name, problem, manifest);
    if (read.ok && problem === undefined) lastKnown.set(name, read.area.routes);
    return lastKnown.get(name) ?? [];
  }

  /** Each path to the first remote that claims it. */
  function withoutClashes(config: RegistryConfig, routes: RegistryRoute[][]): RegistryRemote[] {
    const owners = new Map<string, string>();
    return config.remotes.map(({ upstream: _upstream, ...remote }, index) => {
      // A remote's upstream is an address inside the deployment: browsers only see /mfe/<name>/.
      const own = (routes[index] ?? []).filter((route) => {
        const owner = owners.get(route.path);
        if (owner === undefined) {
          owners.set(route.path, remote.name);
          return true;
        }
        report(`${remote.name} ${route.path}`, `"${route.path}" is already published by ${owner}`, remote.manifest);
        return false;
      });
      return { ...remote, routes: own };
    });
  }

  return async () => {
    const config = await configured();
    const routes = await Promise.all(config.remotes.map((remote) => routesOf(remote.name, remote.manifest)));
    // Rebuilt only when the configuration or a remote's routes changed.
    const unchanged = last?.config === config && last.routes.length === routes.length && routes.every((r, i) => r === last?.routes[i]);
    if (!unchanged || !last) last = { config, routes, registry: { contractVersion: config.contractVersion, remotes: withoutClashes(config, routes) } };
    return last.registry;
  };
}
