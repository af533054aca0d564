// Serves the built front end: the shell at / (with history fallback), each remote under /mfe/<name>/,
// and published remote builds under /releases/.
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { remoteForPath } from '@bullpen/shared/runtime';
import { HttpError } from '../http/http-error';
import type { ServedRegistry } from '../registry/served-registry';
import { cacheControlFor, REVALIDATE } from './cache-control';
import { cachedFile } from './file-cache';
import { localFiles } from './local-files';
import { composesStatically, localManifest, preloadLinks, withHints } from './page-hints';
import { menusDigest, prerenderedPages, withPrerenderedPage } from './prerendered-pages';
import { precompressed } from './precompressed';

/** Paths that belong to the server, never to the shell's router. */
const SERVER_PREFIXES = ['/api', '/auth/v1', '/files', '/dev', '/mfe', '/releases', '/healthz', '/registry.json'];
const NOT_BUILT = 'Bullpen is not built yet: run npm run build';

export interface BuildFolders {
  /** Folder holding `shell/dist` and `mfe-<name>/dist` (the repository root). */
  root: string;
  /** The shell's build; unset: `<root>/shell/dist`. */
  shellDir?: string;
  remoteNames: readonly string[];
  releasesDir: string;
  /** The upstream of a remote served by its team's server: its manifest is not on this disk. */
  upstreamOf?: (name: string) => string | undefined;
  /** The registry the shell will read: index.html carries preload hints for the page's remote. */
  registry: ServedRegistry;
}

function serveFolder(dir: string): RequestHandler[] {
  return [
    precompressed(dir),
    express.static(dir, {
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath))),
    }),
  ];
}

function isServerPath(urlPath: string): boolean {
  return SERVER_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/**
 * Any other page the browser asks for is a client route: answer with the shell's index.html, with
 * preload hints for the files that page will need (see page-hints.ts) and, for a page prerendered at
 * build time, its markup (see prerendered-pages.ts).
 */
function historyFallback(shellDir: string, folders: BuildFolders): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  const readIndex = cachedFile((content) => content.toString('utf8'));
  const localManifestFile = localFiles(folders);
  const readManifest = cachedFile(localManifest);
  const prerendered = prerenderedPages(shellDir);

  /** The page for a path: which remote serves it is matched once, its manifest read once (when local). */
  const pageFor = async (index: string, urlPath: string): Promise<string> => {
    const registry = await folders.registry();
    const remote = remoteForPath(registry, urlPath);
    const file = remote && localManifestFile(remote.manifest);
    const manifest = file ? readManifest(file) : null;
    // A shell that composes its areas statically loads no remote: it is hinted the registry only.
    const hints = composesStatically(index) ? preloadLinks(undefined, null) : preloadLinks(remote, manifest?.files ?? null);
    const hinted = withHints(index, hints);
    const page = prerendered(urlPath, remote, manifest?.sha256, menusDigest(registry));
    return page ? withPrerenderedPage(hinted, page) : hinted;
  };

  return async (req, res, next) => {
    if (isServerPath(req.path) || !req.accepts('html')) return next();
    const index = readIndex(indexFile);
    if (index === null) return void res.status(503).type('text/plain').send(NOT_BUILT);
    // Hints and prerendered pages are optimisations: a registry that cannot be read leaves the page as it is.
    const page = await pageFor(index, req.path).catch(() => index);
    res.status(200).type('html').set('Cache-Control', REVALIDATE).send(page);
  };
}

export function buildRoutes(folders: BuildFolders): Router {
  const { root, shellDir = path.join(root, 'shell', 'dist'), remoteNames, releasesDir } = folders;
  const router = express.Router();
  for (const name of remoteNames) router.use(`/mfe/${name}`, serveFolder(path.join(root, `mfe-${name}`, 'dist')));
  router.use('/releases', serveFolder(releasesDir));
  // A missing script or manifest must fail as itself, not come back as the shell's HTML.
  router.use(['/mfe', '/releases'], (req, _res, next) => {
    next(new HttpError(404, 'not_found', `No such file: ${req.originalUrl}`));
  });
  router.use(serveFolder(shellDir));
  router.get('/{*splat}', historyFallback(shellDir, folders));
  return router;
}
