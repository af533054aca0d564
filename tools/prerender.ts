// Prerenders the pages people open first, so the browser paints them from the HTML, before any script
// has run: the shell's frame (navbar, footer) and the area's screen, each rendered by its own code as its
// first render in the browser draws it, with the CSS they use. The gateway sends a page prerendered only
// while the area's remote is the build it was made from (its manifest's hash, recorded here); the app
// replaces it with its own elements once the area has mounted (shell/src/app/prerendered-page.ts).
//
//   npx tsx tools/prerender.ts [--shell-dir <dir>]      (default shell/dist; run after the builds)
//
// Writes <shell-dir>/prerendered/: one HTML fragment per page, one stylesheet per page (content-hashed,
// with brotli and gzip copies) and pages.json, which the gateway reads.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { EmotionCache } from '@emotion/cache';
import type { ReactElement } from 'react';
import type { Registry } from '@bullpen/shared/runtime';
import type { PrerenderedPages } from '../gateway/src/static/prerendered-pages';

// React, emotion and Chakra are loaded below, once this is set: their production builds, as in the browser.
// So are the gateway's modules: the manifest reader sits beside the router, which loads React.
process.env.NODE_ENV = 'production';

const root = path.resolve(__dirname, '..');

/** The pages prerendered: the landing, which most visits open on. */
const PAGES = [{ path: '/bullpen', area: 'community' }] as const;

type Page = (typeof PAGES)[number];

/** The label the area's build shows (tools/webpack.app.cjs), which its screens render. */
function buildLabelOf(area: string): string {
  const version = (JSON.parse(fs.readFileSync(path.join(root, `mfe-${area}`, 'package.json'), 'utf8')) as { version: string }).version;
  return process.env.BUILD_LABEL || `${area} ${version}`;
}

/** An emotion cache that keeps the CSS of everything rendered through it, in the order it was inserted. */
async function collectingCache(): Promise<{ cache: EmotionCache; css: () => string }> {
  const { default: createCache } = await import('@emotion/cache');
  const cache = createCache({ key: 'css' });
  // Compat mode: the rules go to `cache.inserted` instead of <style> tags inside the markup.
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const css = () =>
    order
      .map((name) => cache.inserted[name])
      .filter((rules): rules is string => typeof rules === 'string')
      .join('');
  return { cache, css };
}

/** The short content hash in the stylesheet's name. */
const hashOf = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);

/**
 * The registry the gateway serves by default, from the builds: each remote with the routes its build
 * published, which give the navbar's and footer's links.
 */
async function builtRegistry(): Promise<Registry> {
  const { createRegistry } = await import('../gateway/src/registry/registry');
  const { LOCAL_REMOTE_NAMES } = await import('../gateway/src/registry/default-registry');
  const { default: pino } = await import('pino');
  const folders = { root, remoteNames: LOCAL_REMOTE_NAMES, releasesDir: path.join(root, '.data', 'releases') };
  const registry = await createRegistry({ source: 'default' }, folders, pino({ level: 'silent' })).served();
  const unbuilt = registry.remotes.filter((remote) => remote.routes.length === 0).map((remote) => remote.name);
  if (unbuilt.length) throw new Error(`no routes published by ${unbuilt.join(', ')}: build those remotes first`);
  return registry;
}

async function renderPage(page: Page, registry: Registry) {
  const { cache, css } = await collectingCache();
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { CacheProvider } = await import('@emotion/react');
  const render = (element: ReactElement) => renderToString(createElement(CacheProvider, { value: cache }, element));
  // The shell first: its provider inserts the global CSS (layers, reset, tokens) the rest relies on.
  const { pageFrame, AREA_PLACEHOLDER } = await import('../shell/src/prerender/page-frame');
  const frame = render(pageFrame(page.path, page.area, registry));
  if (!frame.includes(AREA_PLACEHOLDER)) throw new Error(`the shell's frame of ${page.path} has no area slot`);
  (globalThis as { __BUILD_LABEL__?: string }).__BUILD_LABEL__ = buildLabelOf(page.area);
  const area = (await import(`../mfe-${page.area}/src/app`)) as { prerender?: (pathname: string) => Promise<ReactElement | null> };
  const tree = area.prerender ? await area.prerender(page.path) : null;
  if (!tree) throw new Error(`the ${page.area} area renders nothing at ${page.path}`);
  const body = frame.replace(AREA_PLACEHOLDER, `<div>${render(tree)}</div>`);
  return { body, css: css() };
}

function writeCompressed(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

async function main() {
  const { localManifest } = await import('../gateway/src/static/page-hints');
  const { PRERENDER_FILE, menusDigest } = await import('../gateway/src/static/prerendered-pages');
  const at = process.argv.indexOf('--shell-dir');
  const shellDir = path.resolve(root, at > 0 ? (process.argv[at + 1] ?? '') : 'shell/dist');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) throw new Error(`${shellDir} has no build: build first`);
  const outDir = path.join(shellDir, path.dirname(PRERENDER_FILE));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const pages: PrerenderedPages = { pages: {} };
  const registry = await builtRegistry();
  for (const page of PAGES) {
    const started = performance.now();
    const manifestUrl = `/mfe/${page.area}/mf-manifest.json`;
    const manifestFile = path.join(root, `mfe-${page.area}`, 'dist', 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the ${page.area} remote first`);
    const { body, css } = await renderPage(page, registry);
    const name = page.path.replace(/^\//, '').replace(/\//g, '-') || 'index';
    // The page's markup stands before #root, which stays hidden until the app removes it.
    const stylesheet = `${name}.${hashOf(css)}.css`;
    writeCompressed(path.join(outDir, stylesheet), `${css}#bp-prerendered~#root{display:none}`);
    fs.writeFileSync(path.join(outDir, `${name}.html`), body);
    pages.pages[page.path] = {
      area: page.area,
      html: `${name}.html`,
      stylesheet,
      manifest: manifestUrl,
      // Hashed as the gateway hashes it when it decides whether the page still matches the remote.
      manifestSha256: localManifest(fs.readFileSync(manifestFile)).sha256,
      // The remotes' menu entries its navbar and footer show.
      menusSha256: menusDigest(registry),
    };
    const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
    console.log(`prerendered ${page.path}: ${kb(body)} HTML, ${kb(css)} CSS, in ${Math.round(performance.now() - started)} ms`);
  }
  fs.writeFileSync(path.join(shellDir, PRERENDER_FILE), `${JSON.stringify(pages, null, 1)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
