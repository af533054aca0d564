// Prerendered pages: sent only while the registry points at the remote build they were made from.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryRemote } from '@bullpen/shared/runtime';
import { menusDigest, PRERENDER_FILE, prerenderedPages, withPrerenderedPage, type PrerenderedPages } from './prerendered-pages';

const INDEX = '<!doctype html><html><head><title>Bullpen</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = '{"id":"community","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}';
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let dir: string;
const shellDir = () => path.join(dir, 'shell');
const community: RegistryRemote = { name: 'community', manifest: '/mfe/community/mf-manifest.json', routes: [{ path: '/bullpen', guard: 'public' }] };
const BUILT = sha256(MANIFEST);
const registry = { contractVersion: '1.1.0', remotes: [community] };
const MENUS = menusDigest(registry);

function writeBuild(list: PrerenderedPages = {
  pages: {
    '/bullpen': {
      area: 'community',
      html: 'bullpen.html',
      stylesheet: 'bullpen.0123abcd.css',
      manifest: '/mfe/community/mf-manifest.json',
      manifestSha256: BUILT,
      menusSha256: MENUS,
    },
  },
}) {
  fs.mkdirSync(path.join(shellDir(), 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(shellDir(), 'prerendered', 'bullpen.html'), '<main><h1>Bullpen</h1></main>');
  fs.writeFileSync(path.join(shellDir(), 'prerendered', 'bullpen.0123abcd.css'), 'h1{color:navy}');
  fs.writeFileSync(path.join(shellDir(), PRERENDER_FILE), JSON.stringify(list));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  writeBuild();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  it('gives the markup and stylesheet of a prerendered path whose remote is the build it was made from', () => {
    expect(prerenderedPages(shellDir())('/bullpen', community, BUILT, MENUS)).toEqual({
      html: '<main><h1>Bullpen</h1></main>',
      stylesheet: '/prerendered/bullpen.0123abcd.css',
    });
  });

  it('gives nothing for any other path', () => {
    const source = prerenderedPages(shellDir());
    for (const urlPath of ['/aihub', '/bullpen/terms-of-service', '/login', '/']) expect(source(urlPath, community, BUILT, MENUS)).toBeNull();
  });

  it('gives nothing once the remote is rebuilt, or the registry points the area elsewhere', () => {
    const source = prerenderedPages(shellDir());
    expect(source('/bullpen', { ...community, manifest: '/releases/community-2/mf-manifest.json' }, BUILT, MENUS)).toBeNull();
    expect(source('/bullpen', { ...community, name: 'practice' }, BUILT, MENUS)).toBeNull();
    expect(source('/bullpen', community, sha256(`${MANIFEST} `), MENUS)).toBeNull();
    expect(source('/bullpen', community, undefined, MENUS)).toBeNull();
    expect(source('/bullpen', undefined, BUILT, MENUS)).toBeNull();
  });

  it('gives nothing once a remote publishes other menu entries than those the page shows', () => {
    const source = prerenderedPages(shellDir());
    const entry = { menus: ['footer-companies' as const], label: 'Recruiter login', order: 10 };
    const company = { name: 'company', manifest: '/mfe/company/mf-manifest.json', routes: [{ path: '/company/login', guard: 'public' as const, menuEntries: [entry] }] };
    const withCompany = { ...registry, remotes: [community, company] };
    expect(source('/bullpen', community, BUILT, menusDigest(withCompany))).toBeNull();
    // A route without menu entries changes nothing the page shows.
    expect(menusDigest({ ...registry, remotes: [{ ...community, routes: [...community.routes, { path: '/events', guard: 'public' }] }] })).toBe(MENUS);
    expect(menusDigest(withCompany)).toBe(menusDigest(structuredClone(withCompany)));
  });

  it('gives nothing when the list is missing, invalid or names files that are not there', () => {
    fs.rmSync(path.join(shellDir(), PRERENDER_FILE));
    expect(prerenderedPages(shellDir())('/bullpen', community, BUILT, MENUS)).toBeNull();
    fs.writeFileSync(path.join(shellDir(), PRERENDER_FILE), '{"pages":{"/bullpen":{"html":"../../etc/passwd"}}}');
    expect(prerenderedPages(shellDir())('/bullpen', community, BUILT, MENUS)).toBeNull();
    writeBuild();
    fs.rmSync(path.join(shellDir(), 'prerendered', 'bullpen.0123abcd.css'));
    expect(prerenderedPages(shellDir())('/bullpen', community, BUILT, MENUS)).toBeNull();
  });
});

describe('withPrerenderedPage', () => {
  it('links the stylesheet in the head and puts the markup just before #root', () => {
    const page = withPrerenderedPage(INDEX, { html: '<main>x</main>', stylesheet: '/prerendered/a.1234abcd.css' });
    expect(page).toBe(
      '<!doctype html><html><head><title>Bullpen</title><script defer src="/main.js"></script>' +
        '<link rel="stylesheet" href="/prerendered/a.1234abcd.css" data-prerendered></head><body>' +
        '<div id="bp-prerendered"><main>x</main></div><div id="root"></div></body></html>',
    );
  });

  it('finds #root written without quotes (a minified index.html)', () => {
    const page = withPrerenderedPage('<html><head></head><body><div id=root></div></body></html>', { html: 'x', stylesheet: '/s.css' });
    expect(page).toContain('<div id="bp-prerendered">x</div><div id=root></div>');
  });

  it('leaves a page without a #root as it is', () => {
    expect(withPrerenderedPage('<html><head></head><body></body></html>', { html: 'x', stylesheet: '/s.css' })).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
