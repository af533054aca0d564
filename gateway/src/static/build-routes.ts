// Serves the built front end: the shell at / (with history fallback), each remote under /mfe/<name>/,
// and published remote builds under /releases/.
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { HttpError } from '../http/http-error';
import { cacheControlFor, REVALIDATE } from './cache-control';
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

/** Any other page the browser asks for is a client route: answer with the shell's index.html. */
function historyFallback(shellDir: string): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return (req, res, next) => {
    if (isServerPath(req.path) || !req.accepts('html')) return next();
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } }, (error?: Error) => {
      if (!error) return;
      if ('status' in error && error.status === 404 && !res.headersSent) {
        res.status(503).type('text/plain').send(NOT_BUILT);
      } else {
        next(error);
      }
    });
  };
}

export function buildRoutes({ root, shellDir = path.join(root, 'shell', 'dist'), remoteNames, releasesDir }: BuildFolders): Router {
  const router = express.Router();
  for (const name of remoteNames) router.use(`/mfe/${name}`, serveFolder(path.join(root, `mfe-${name}`, 'dist')));
  router.use('/releases', serveFolder(releasesDir));
  // A missing script or manifest must fail as itself, not come back as the shell's HTML.
  router.use(['/mfe', '/releases'], (req, _res, next) => {
    next(new HttpError(404, 'not_found', `No such file: ${req.originalUrl}`));
  });
  router.use(serveFolder(shellDir));
  router.get('/{*splat}', historyFallback(shellDir));
  return router;
}
