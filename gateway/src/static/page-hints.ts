// Preload hints for the page a browser opens: the registry, and the manifest, entry and `./app` files of
// the remote that owns the path. Without them each is asked for only once the file before it has run
// (shell entry → registry → manifest → remoteEntry.js → ./app); with them they download beside the
// shell's entry, and the federation runtime finds them in the browser's memory cache.
import fs from 'node:fs';
import path from 'node:path';
import type { Registry, RegistryRemote } from '@bullpen/shared/runtime';

/** Whether a registry route (`/company/candidate/:id`, `/demo/*`) matches a URL path, as the shell's router does. */
export function routeMatches(pattern: string, urlPath: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const patternParts = trim(pattern).split('/');
  const pathParts = trim(urlPath).split('/');
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i] as string;
    if (part === '*') return true;
    const actual = pathParts[i];
    if (actual === undefined) return false;
    if (part.startsWith(':') ? actual === '' : part.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return patternParts.length === pathParts.length;
}

export function remoteForPath(registry: Registry, urlPath: string): RegistryRemote | undefined {
  return registry.remotes.find((remote) => remote.routes.some((route) => routeMatches(route.path, urlPath)));
}

/** What a remote's mf-manifest.json says the first load needs, as paths relative to the manifest. */
interface ManifestFiles {
  remoteEntry: string;
  app: string[];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the files out of a manifest; anything unexpected gives none (the runtime will report it itself). */
export function manifestFiles(text: string): ManifestFiles | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const manifest = parsed as FederationManifest;
  const entry = isObject(manifest.metaData) && isObject(manifest.metaData.remoteEntry) ? manifest.metaData.remoteEntry : undefined;
  if (typeof entry?.name !== 'string') return null;
  const remoteEntry = path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name);
  const appExpose = Array.isArray(manifest.exposes) ? manifest.exposes.find((expose) => isObject(expose) && expose.path === './app') : undefined;
  const sync = isObject(appExpose?.assets) && isObject(appExpose.assets.js) ? appExpose.assets.js.sync : undefined;
  const app = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  const files = [remoteEntry, ...app];
  return files.every((file) => SAFE_FILE.test(file) && !file.split('/').includes('..')) ? { remoteEntry, app } : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface HintSources {
  /** The local file behind a manifest URL the gateway serves itself; undefined for any other URL. */
  localManifestFile: (manifestUrl: string) => string | undefined;
}

/**
 * Reads local manifests when they change (their mtime), not on every page: a page load costs a `stat`.
 */
export function createManifestReader() {
  const cache = new Map<string, { mtimeMs: number; files: ManifestFiles | null }>();
  return (file: string): ManifestFiles | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.files;
    let files: ManifestFiles | null;
    try {
      files = manifestFiles(fs.readFileSync(file, 'utf8'));
    } catch {
      files = null;
    }
    cache.set(file, { mtimeMs: stat.mtimeMs, files });
    return files;
  };
}

/** A shell built with its areas composed into it (BUILD_STATIC=1) says so in its index.html: it loads no remote. */
export const composesStatically = (indexHtml: string) => /<meta name="?bullpen-composition"? content="?static"?/.test(indexHtml);

/**
 * The `<link rel="preload">` tags for a page: the registry always, the owning remote's files when known
 * and the shell loads remotes.
 */
export function preloadLinks(
  registry: Registry,
  urlPath: string,
  localManifestFile: HintSources['localManifestFile'],
  readManifest: (file: string) => ManifestFiles | null,
  { loadsRemotes = true }: { loadsRemotes?: boolean } = {},
): string[] {
  const fetchHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;
  const scriptHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
  const links = [fetchHint('/registry.json')];
  const remote = loadsRemotes ? remoteForPath(registry, urlPath) : undefined;
  if (!remote) return links;
  links.push(fetchHint(remote.manifest));
  const file = localManifestFile(remote.manifest);
  const files = file ? readManifest(file) : null;
  if (files) {
    const base = remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1);
    for (const name of [files.remoteEntry, ...files.app]) links.push(scriptHint(base + name));
  }
  return links;
}

/** The page with the tags placed at the end of its head (or unchanged when it has no head). */
export function withHints(html: string, links: readonly string[]): string {
  const at = html.indexOf('</head>');
  return at === -1 || links.length === 0 ? html : `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}
