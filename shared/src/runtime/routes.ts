// Which remote serves a path: the registry's route patterns, matched as the shell's router matches them.
// The shell uses it to load an area early, the gateway to hint and prerender the page it sends.
import { matchPath } from 'react-router';
import type { Registry, RegistryRemote } from './contract';

export function remoteForPath(registry: Registry, pathname: string): RegistryRemote | undefined {
  return registry.remotes.find((remote) => remote.routes.some((route) => matchPath(route.path, pathname) !== null));
}
