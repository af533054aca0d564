// Prerendered pages: sent only while the registry points at the remote build they were made from.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '@bullpen/shared/runtime';
import { defaultRegistry } from '../registry/default-registry';
import { PRERENDER_FILE, prerenderedPages, withPrerenderedPage, type PrerenderedPages } from './prerendered-pages';

const INDEX = '<!doctype html><html><head><title>Bullpen</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = '{"id":"community","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}';
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let dir: string;
const shellDir = () => path.join(dir, 'shell');
const manifestFile = () => path.join(dir, 'community', 'mf-manifest.json');
const local = (url: string) => (url === '/mfe/community/mf-manifest.json' ? manifestFile() : undefined);

function writeBuild(list: PrerenderedPages = {
  pages: {
    '/bullpen': {
      area: 'community',
      html: 'bullpen.html',
      stylesheet: 'bullpen.0123abcd.css',
      manifest: '/mfe/community/mf-manifest.json',
      manifestSha256: sha256(MANIFEST),
    },
  },
}) {
  fs.mkdirSync(path.join(shellDir(), 'prerendered'), { recursive: true });
  fs.mkdirSync(path.dirname(manifestFile()), { recursive: true });
  fs.writeFileSync(manifestFile(), MANIFEST);
  fs.writeFileSync(path.join(shellDir(), 'prerendered', 'bullpen.html'), '<main><h1>Bullpen</h1></main>');
  fs.writeFileSync(path.join(shellDir(), 'prerendered', 'bullpen.0123abcd.css'), 'h1{color:navy}');
  fs.writeFileSync(path.join(shellDir(), PRERENDER_FILE), JSON.stringify(list));
}

/** Moves a file's mtime on, as a new build does, so cached reads notice. */
const touch = (file: string, seconds: number) => fs.utimesSync(file, new Date(), new Date(Date.now() + seconds * 1000));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  writeBuild();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  it('gives the markup and stylesheet of a prerendered path whose remote is the build it was made from', () => {
    expect(prerenderedPages(shellDir(), local)(defaultRegistry, '/bullpen')).toEqual({
      html: '<main><h1>Bullpen</h1></main>',
      stylesheet: '/prerendered/bullpen.0123abcd.css',
      area: 'community',
    });
  });

  it('gives nothing for any other path', () => {
    const source = prerenderedPages(shellDir(), local);
    for (const urlPath of ['/aihub', '/bullpen/terms-of-service', '/login', '/']) expect(source(defaultRegistry, urlPath)).toBeNull();
  });

  it('stops once the remote is rebuilt, or the registry points the area elsewhere', () => {
    const source = prerenderedPages(shellDir(), local);
    const elsewhere: Registry = {
      ...defaultRegistry,
      remotes: defaultRegistry.remotes.map((r) => (r.name === 'community' ? { ...r, manifest: '/releases/community-2/mf-manifest.json' } : r)),
    };
    expect(source(elsewhere, '/bullpen')).toBeNull();
    fs.writeFileSync(manifestFile(), MANIFEST.replace('remoteEntry.js', 'entry.js'));
    touch(manifestFile(), 5);
    expect(source(defaultRegistry, '/bullpen')).toBeNull();
  });

  it('gives nothing when the list is missing, invalid or names files that are not there', () => {
    fs.rmSync(path.join(shellDir(), PRERENDER_FILE));
    expect(prerenderedPages(shellDir(), local)(defaultRegistry, '/bullpen')).toBeNull();
    fs.writeFileSync(path.join(shellDir(), PRERENDER_FILE), '{"pages":{"/bullpen":{"html":"../../etc/passwd"}}}');
    expect(prerenderedPages(shellDir(), local)(defaultRegistry, '/bullpen')).toBeNull();
    writeBuild();
    fs.rmSync(path.join(shellDir(), 'prerendered', 'bullpen.0123abcd.css'));
    expect(prerenderedPages(shellDir(), local)(defaultRegistry, '/bullpen')).toBeNull();
  });
});

describe('withPrerenderedPage', () => {
  it('links the stylesheet in the head and puts the markup just before #root', () => {
    const page = withPrerenderedPage(INDEX, { html: '<main>x</main>', stylesheet: '/prerendered/a.1234abcd.css', area: 'community' });
    expect(page).toBe(
      '<!doctype html><html><head><title>Bullpen</title><script defer src="/main.js"></script>' +
        '<link rel="stylesheet" href="/prerendered/a.1234abcd.css" data-prerendered></head><body>' +
        '<div id="bp-prerendered" data-area-prerendered="community"><main>x</main></div><div id="root"></div></body></html>',
    );
  });

  it('finds #root written without quotes (a minified index.html)', () => {
    const page = withPrerenderedPage('<html><head></head><body><div id=root></div></body></html>', { html: 'x', stylesheet: '/s.css', area: 'community' });
    expect(page).toContain('<div id="bp-prerendered" data-area-prerendered="community">x</div><div id=root></div>');
  });

  it('leaves a page without a #root as it is', () => {
    expect(withPrerenderedPage('<html><head></head><body></body></html>', { html: 'x', stylesheet: '/s.css', area: 'a' })).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
