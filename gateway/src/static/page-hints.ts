// Preload hints for the page a browser opens: the registry, and the manifest, entry and `./app` files of
// the remote that owns the path. Without them each is asked for only once the file before it has run
// (shell entry → registry → manifest → remoteEntry.js → ./app); with them they download beside the
// shell's entry, and the shell and the federation runtime find them in the browser's memory cache.
import crypto from 'node:crypto';
import { readManifest, type ManifestFiles, type RegistryRemote } from '@bullpen/shared/runtime';

/** A manifest the gateway serves itself: what it lists, and its hash (which build it is). */
export interface LocalManifest {
  files: ManifestFiles | null;
  sha256: string;
}

/** Reads the files out of a manifest; anything unexpected gives none (the shell will report it itself). */
export function manifestFiles(text: string): ManifestFiles | null {
  try {
    return readManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Parses a local manifest file (see file-cache.ts). */
export const localManifest = (content: Buffer): LocalManifest => ({
  files: manifestFiles(content.toString('utf8')),
  sha256: crypto.createHash('sha256').update(content).digest('hex'),
});

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shell built with its areas composed into it (BUILD_STATIC=1) says so in its index.html: it loads no remote. */
export const composesStatically = (indexHtml: string) => /<meta name="?bullpen-composition"? content="?static"?/.test(indexHtml);

/**
 * The `<link rel="preload">` tags for a page: the registry always; the manifest of the remote that owns
 * the page, when there is one; its entry and `./app` files when its manifest is local and lists them.
 */
export function preloadLinks(remote: RegistryRemote | undefined, files: ManifestFiles | null): string[] {
  const fetchHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`;
  const scriptHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;
  const links = [fetchHint('/registry.json')];
  if (!remote) return links;
  links.push(fetchHint(remote.manifest));
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
