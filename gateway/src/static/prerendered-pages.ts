// Pages prerendered at build time (tools/prerender.ts): the gateway puts one into index.html when the
// browser opens its path and the area's remote is still the build it was made from, so the page is
// painted from the HTML before any script runs. The shell replaces it once the area has mounted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Registry, RegistryRemote } from '@bullpen/shared/runtime';
import { cachedFile } from './file-cache';

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
      menusSha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type PrerenderedPages = z.infer<typeof pagesSchema>;

export interface PrerenderedPage {
  html: string;
  /** URL of the page's stylesheet. */
  stylesheet: string;
}

const digests = new WeakMap<Registry, string>();

/**
 * A hash of the menu entries every remote publishes: the navbar and footer of a prerendered page show
 * them, so the page is sent only while they are those it was made with.
 */
export function menusDigest(registry: Registry): string {
  let digest = digests.get(registry);
  if (digest === undefined) {
    const menus = registry.remotes.map((remote) => [remote.name, remote.routes.flatMap((route) => (route.menuEntries ? [[route.path, route.menuEntries]] : []))]);
    digest = crypto.createHash('sha256').update(JSON.stringify(menus)).digest('hex');
    digests.set(registry, digest);
  }
  return digest;
}

/**
 * The prerendered page of a path, when it has one, `remote` (the remote the registry says serves the
 * path) is the build it was made from (the same manifest URL, with the hash `manifestSha256`), and the
 * remotes' menus are those it shows (`menusSha256`, see menusDigest).
 */
export type PrerenderedSource = (
  urlPath: string,
  remote: RegistryRemote | undefined,
  manifestSha256: string | undefined,
  menusSha256: string,
) => PrerenderedPage | null;

/** @param shellDir the shell's build */
export function prerenderedPages(shellDir: string): PrerenderedSource {
  const dir = path.join(shellDir, path.dirname(PRERENDER_FILE));
  const readList = cachedFile((content) => pagesSchema.parse(JSON.parse(content.toString('utf8'))));
  const readHtml = cachedFile((content) => content.toString('utf8'));
  return (urlPath, remote, manifestSha256, menusSha256) => {
    const page = readList(path.join(shellDir, PRERENDER_FILE))?.pages[urlPath];
    if (!page || remote?.name !== page.area || remote.manifest !== page.manifest || manifestSha256 !== page.manifestSha256) return null;
    if (menusSha256 !== page.menusSha256) return null;
    const html = readHtml(path.join(dir, page.html));
    if (html === null || !fs.existsSync(path.join(dir, page.stylesheet))) return null;
    return { html, stylesheet: `${PUBLIC_PREFIX}${page.stylesheet}` };
  };
}

/**
 * index.html with the page: its stylesheet at the end of the head, its markup just before #root (whose
 * own elements stay hidden until the app removes the prerendered ones). Unchanged without a #root.
 */
export function withPrerenderedPage(index: string, page: PrerenderedPage): string {
  const rootAt = index.search(/<div id="?root"?>/);
  const headEnd = index.indexOf('</head>');
  if (rootAt === -1 || headEnd === -1 || headEnd > rootAt) return index;
  const link = `<link rel="stylesheet" href="${page.stylesheet}" data-prerendered>`;
  const markup = `<div id="bp-prerendered">${page.html}</div>`;
  return `${index.slice(0, headEnd)}${link}${index.slice(headEnd, rootAt)}${markup}${index.slice(rootAt)}`;
}
