// Pages prerendered at build time (tools/prerender.ts): the gateway puts one into index.html when the
// browser opens its path and the area's remote is still the build it was made from, so the page is
// painted from the HTML before any script runs. The shell replaces it once the area has mounted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Registry } from '@bullpen/shared/runtime';
import { remoteForPath } from './page-hints';

/** Where the list is, relative to the shell's build. */
export const PRERENDER_FILE = 'prerendered/pages.json';
/** Where its files are served from (the shell's build is served at /). */
const PUBLIC_PREFIX = '/prerendered/';

const FILE_NAME = /^[\w.-]+$/;

const pagesSchema = z.object({
  pages: z.record(
    z.string().startsWith('/'),
    z.object({
      area: z.string(),
      html: z.string().regex(FILE_NAME),
      stylesheet: z.string().regex(FILE_NAME),
      manifest: z.string(),
      manifestSha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type PrerenderedPages = z.infer<typeof pagesSchema>;

/** A file read again only when its mtime changes. */
function cachedRead<T>(parse: (content: Buffer) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T | null }>();
  return (file: string): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: T | null;
    try {
      value = parse(fs.readFileSync(file));
    } catch {
      value = null;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

export interface PrerenderedSource {
  /** The prerendered markup and stylesheet of a page, when it has one that matches the registry. */
  (registry: Registry, urlPath: string): { html: string; stylesheet: string; area: string } | null;
}

/**
 * @param shellDir the shell's build
 * @param localManifestFile the local file behind a manifest URL the gateway serves itself
 */
export function prerenderedPages(shellDir: string, localManifestFile: (manifestUrl: string) => string | undefined): PrerenderedSource {
  const readList = cachedRead((content) => pagesSchema.parse(JSON.parse(content.toString('utf8'))));
  const readText = cachedRead((content) => content.toString('utf8'));
  const readHash = cachedRead((content) => crypto.createHash('sha256').update(content).digest('hex'));
  return (registry, urlPath) => {
    const page = readList(path.join(shellDir, PRERENDER_FILE))?.pages[urlPath];
    if (!page) return null;
    // Only while the registry still points at the build the page was made from.
    const remote = remoteForPath(registry, urlPath);
    if (remote?.name !== page.area || remote.manifest !== page.manifest) return null;
    const manifestFile = localManifestFile(page.manifest);
    if (!manifestFile || readHash(manifestFile) !== page.manifestSha256) return null;
    const html = readText(path.join(shellDir, path.dirname(PRERENDER_FILE), page.html));
    if (html === null || !fs.existsSync(path.join(shellDir, path.dirname(PRERENDER_FILE), page.stylesheet))) return null;
    return { html, stylesheet: `${PUBLIC_PREFIX}${page.stylesheet}`, area: page.area };
  };
}

/**
 * index.html with the page: its stylesheet at the end of the head, its markup just before #root (whose
 * own elements stay hidden until the app removes the prerendered ones). Unchanged without a #root.
 */
export function withPrerenderedPage(index: string, page: { html: string; stylesheet: string; area: string }): string {
  const rootAt = index.search(/<div id="?root"?>/);
  const headEnd = index.indexOf('</head>');
  if (rootAt === -1 || headEnd === -1 || headEnd > rootAt) return index;
  const link = `<link rel="stylesheet" href="${page.stylesheet}" data-prerendered>`;
  const markup = `<div id="bp-prerendered" data-area-prerendered="${page.area.replace(/[^\w-]/g, '')}">${page.html}</div>`;
  return `${index.slice(0, headEnd)}${link}${index.slice(headEnd, rootAt)}${markup}${index.slice(rootAt)}`;
}
