// The local file behind a URL the gateway serves from a remote's build: `/mfe/<name>/…` from that
// remote's folder, `/releases/…` from the releases folder. Anything else (another origin, a remote the
// gateway proxies to its team's server, a path that leaves its folder) has none.
import path from 'node:path';

export interface RemoteFolders {
  /** Folder holding `mfe-<name>/dist`. */
  root: string;
  remoteNames: readonly string[];
  releasesDir: string;
  /** The upstream of a remote the gateway proxies (its files are not on this disk). */
  upstreamOf?: (name: string) => string | undefined;
}

export type LocalFileOf = (url: string) => string | undefined;

export function localFiles({ root, remoteNames, releasesDir, upstreamOf }: RemoteFolders): LocalFileOf {
  return (url) => {
    const local = /^\/mfe\/([^/]+)\/(.+)$/.exec(url);
    if (local?.[1] && upstreamOf?.(local[1])) return undefined;
    if (local?.[1] && local[2] && remoteNames.includes(local[1])) {
      const dir = path.join(root, `mfe-${local[1]}`, 'dist');
      const file = path.join(dir, local[2]);
      return file.startsWith(path.join(dir, path.sep)) ? file : undefined;
    }
    const release = /^\/releases\/(.+)$/.exec(url);
    if (!release?.[1]) return undefined;
    const file = path.join(releasesDir, release[1]);
    return file.startsWith(path.join(releasesDir, path.sep)) ? file : undefined;
  };
}
