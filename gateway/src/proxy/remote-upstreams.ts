// Remotes served by their team's own server: a registry entry's `upstream` is where the gateway forwards
// `/mfe/<name>/…` (so scripts stay on the gateway's origin), and where it reads that remote's manifest
// and area.json itself. The table follows the registry: it is rebuilt whenever the registry read changes.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RegistryConfig } from '@bullpen/shared/runtime';
import type { RegistrySource } from '../registry/registry-source';
import { createProxy, type ProxySettings } from './proxy';

export interface RemoteUpstreams {
  /** The same registry source, keeping the table in step with each registry it reads. */
  track(source: RegistrySource): RegistrySource;
  /** A remote's upstream as of the last registry read; undefined when the gateway serves it itself. */
  of(name: string): string | undefined;
  /** Where a URL the registry names is read from: `/mfe/<name>/…` of a proxied remote on its upstream. */
  resolve(url: string): string;
}

const REMOTE_PATH = /^\/mfe\/([^/]+)(\/.*)$/;

/** The upstream URL of a path below `/mfe/<name>` (starting with "/"). */
export function upstreamUrl(upstream: string, rest: string): string {
  return `${upstream.replace(/\/+$/, '')}${rest}`;
}

export function createRemoteUpstreams(): RemoteUpstreams {
  let table = new Map<string, string>();
  let seen: RegistryConfig | undefined;
  const of = (name: string) => table.get(name);
  return {
    track: (source) => async () => {
      const config = await source();
      if (config !== seen) {
        seen = config;
        table = new Map(config.remotes.flatMap(({ name, upstream }) => (upstream ? [[name, upstream] as const] : [])));
      }
      return config;
    },
    of,
    resolve: (url) => {
      const match = REMOTE_PATH.exec(url);
      const upstream = match?.[1] === undefined ? undefined : of(match[1]);
      return upstream && match?.[2] ? upstreamUrl(upstream, match[2]) : url;
    },
  };
}

/**
 * Mounted at `/mfe/:name`: forwards a proxied remote's files to its upstream, without the user's cookies or
 * Authorization; a remote the gateway serves from disk goes on to the static files.
 */
export function remoteProxy(registry: RegistrySource, upstreams: RemoteUpstreams, settings: ProxySettings, logger: Logger): RequestHandler {
  return createProxy(
    async (req) => {
      // Reading the registry (re-read when its file changes) keeps the table current without a restart.
      await registry();
      const name = req.params.name;
      const target = typeof name === 'string' ? upstreams.of(name) : undefined;
      return target ? { service: `The ${name} area's server`, target, actsForUser: false } : undefined;
    },
    settings,
    logger,
  );
}
