// Serves the brotli or gzip copy that the build wrote beside a file (`main.1a2b3c4d.js.br`), when the
// browser accepts it: no compression work per request, and brotli's best ratio for the scripts.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { cacheControlFor } from './cache-control';

/** Kinds of file the build compresses (tools/build-assets.cjs). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Server preference: brotli is smaller, gzip is understood everywhere. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Quality values of an Accept-Encoding header, by coding (`*` included). */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  return accepted;
}

/** The precompressed encodings this request accepts, best first. */
export function acceptedEncodings(header: string | undefined): (typeof ENCODINGS)[number][] {
  const accepted = parseAcceptEncoding(header);
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return ENCODINGS.filter((encoding) => quality(encoding.name) > 0);
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function precompressed(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !isFile(file)) return next();
    // Whatever is sent, caches must keep one copy per encoding.
    res.vary('Accept-Encoding');
    const encoding = acceptedEncodings(req.get('Accept-Encoding')).find(({ suffix }) => isFile(file + suffix));
    if (!encoding) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
    res.sendFile(file + encoding.suffix, { cacheControl: false, dotfiles: 'deny' }, (error?: Error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      } else if (error) {
        next(error);
      }
    });
  };
}
