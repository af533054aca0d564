// The app as the browser sees it: static builds and their caching, the registry, security headers, health.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { PublishedArea } from '@bullpen/shared/runtime/area';
import type { Registry, RegistryConfig } from '@bullpen/shared/runtime';
import { createApp, type GatewayApp } from './app';
import type { DatabaseConnection } from './db/connection';
import { defaultRegistry } from './registry/default-registry';
import { IMMUTABLE } from './static/cache-control';
import { menusDigest } from './static/prerendered-pages';
import { testConfig, testDrivers, type TestDatabase } from '../test/support';

const INDEX_HTML = '<!doctype html><html><head><title>Bullpen</title></head><body><div id="root"></div></body></html>';

const communityArea: PublishedArea = {
  name: 'community',
  contractVersion: '1.1.0',
  buildLabel: 'community test',
  routes: [
    { path: '/bullpen', guard: 'public', nav: 'community', menuEntries: [{ menus: ['navbar-community'], label: 'Services', to: '/bullpen#services', order: 10 }] },
    { path: '/pricing', guard: 'public' },
  ],
};
const practiceArea: PublishedArea = { name: 'practice', contractVersion: '1.1.0', buildLabel: 'practice v2', routes: [{ path: '/aihub', guard: 'public' }] };

/** A fake repository root with a built shell and community remote (with its area.json), and a release of practice. */
function writeFakeBuilds(root: string): void {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.3f2a9c1b.js': 'console.log("shell");',
    'mfe-community/dist/mf-manifest.json': '{"id":"community"}',
    'mfe-community/dist/remoteEntry.js': 'var community;',
    'mfe-community/dist/123.abcd1234.js': 'console.log("chunk");',
    'mfe-community/dist/area.json': JSON.stringify(communityArea),
    'releases/practice/v2/mf-manifest.json': '{"id":"practice"}',
    'releases/practice/v2/area.json': JSON.stringify(practiceArea),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

describe('gateway app', () => {
  let tmp: string;
  let database: TestDatabase;
  const apps: GatewayApp[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-app-'));
    writeFakeBuilds(tmp);
    database = await testDrivers[0]!.open();
  });

  afterAll(async () => {
    await Promise.all(apps.map((gateway) => gateway.close()));
    await database?.dispose();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function appWith(env: NodeJS.ProcessEnv = {}, staticRoot = tmp, db: DatabaseConnection = database.connection) {
    const gateway = await createApp(testConfig({ RELEASES_DIR: path.join(tmp, 'releases'), ...env }), {
      staticRoot,
      database: db,
    });
    apps.push(gateway);
    return gateway.app;
  }

  describe('static builds', () => {
    const REGISTRY_HINT = '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">';
    /** index.html as served: the build's file with the page's preload hints at the end of its head. */
    const servedIndex = (...links: string[]) => INDEX_HTML.replace('</head>', `${links.join('')}</head>`);

    it('serves the shell at / without caching index.html', async () => {
      const response = await request(await appWith()).get('/').set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toBe(servedIndex(REGISTRY_HINT));
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('falls back to index.html for a deep link the browser opens', async () => {
      const response = await request(await appWith()).get('/some/deep/link').set('Accept', 'text/html,*/*;q=0.8');
      expect(response.status).toBe(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toBe(servedIndex(REGISTRY_HINT));
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('preloads the files of the remote that owns the page, read from its manifest', async () => {
      const manifest = path.join(tmp, 'mfe-community/dist/mf-manifest.json');
      const before = fs.readFileSync(manifest, 'utf8');
      fs.writeFileSync(
        manifest,
        JSON.stringify({
          id: 'community',
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ path: './app', assets: { js: { sync: ['123.abcd1234.js'] } } }],
        }),
      );
      try {
        const response = await request(await appWith()).get('/bullpen').set('Accept', 'text/html');
        expect(response.text).toBe(
          servedIndex(
            REGISTRY_HINT,
            '<link rel="preload" href="/mfe/community/mf-manifest.json" as="fetch" crossorigin="anonymous">',
            '<link rel="preload" href="/mfe/community/remoteEntry.js" as="script">',
            '<link rel="preload" href="/mfe/community/123.abcd1234.js" as="script">',
          ),
        );
      } finally {
        fs.writeFileSync(manifest, before);
      }
    });

    it('sends /bullpen prerendered while the community build is the one it was made from', async () => {
      const prerendered = path.join(tmp, 'shell/dist/prerendered');
      fs.mkdirSync(prerendered, { recursive: true });
      fs.writeFileSync(path.join(prerendered, 'bullpen.html'), '<h1>Bullpen</h1>');
      fs.writeFileSync(path.join(prerendered, 'bullpen.0123abcd.css'), 'h1{color:navy}');
      const manifest = fs.readFileSync(path.join(tmp, 'mfe-community/dist/mf-manifest.json'));
      const page = {
        area: 'community',
        html: 'bullpen.html',
        stylesheet: 'bullpen.0123abcd.css',
        manifest: '/mfe/community/mf-manifest.json',
        manifestSha256: crypto.createHash('sha256').update(manifest).digest('hex'),
        menusSha256: '',
      };
      try {
        const app = await appWith();
        // Made with the menus the remotes publish now.
        page.menusSha256 = menusDigest((await request(app).get('/registry.json')).body as Registry);
        fs.writeFileSync(path.join(prerendered, 'pages.json'), JSON.stringify({ pages: { '/bullpen': page } }));
        const landing = await request(app).get('/bullpen?creator=true').set('Accept', 'text/html');
        expect(landing.text).toContain('<div id="bp-prerendered"><h1>Bullpen</h1></div><div id="root">');
        expect(landing.text).toContain('<link rel="stylesheet" href="/prerendered/bullpen.0123abcd.css" data-prerendered></head>');
        const stylesheet = await request(app).get('/prerendered/bullpen.0123abcd.css');
        expect([stylesheet.status, stylesheet.headers['cache-control']]).toEqual([200, IMMUTABLE]);
        const other = await request(app).get('/aihub').set('Accept', 'text/html');
        expect(other.text).not.toContain('bp-prerendered');
        // A statically composed shell gets the same page, and no hint of a remote's files.
        const indexFile = path.join(tmp, 'shell/dist/index.html');
        fs.writeFileSync(indexFile, INDEX_HTML.replace('<head>', '<head><meta name="bullpen-composition" content="static">'));
        fs.utimesSync(indexFile, new Date(), new Date(Date.now() + 5000));
        const composed = await request(app).get('/bullpen').set('Accept', 'text/html');
        expect(composed.text).toContain('<div id="bp-prerendered"><h1>Bullpen</h1></div>');
        expect(composed.text).toContain('href="/registry.json"');
        expect(composed.text).not.toContain('/mfe/community/');
        // A new build of the remote (another manifest): the page it was made from is no longer sent.
        const manifestFile = path.join(tmp, 'mfe-community/dist/mf-manifest.json');
        fs.writeFileSync(manifestFile, '{"id":"community","rebuilt":true}');
        fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 5000));
        const rebuilt = await request(app).get('/bullpen').set('Accept', 'text/html');
        expect(rebuilt.text).not.toContain('bp-prerendered');
      } finally {
        fs.writeFileSync(path.join(tmp, 'shell/dist/index.html'), INDEX_HTML);
        fs.utimesSync(path.join(tmp, 'shell/dist/index.html'), new Date(), new Date(Date.now() + 10_000));
        fs.writeFileSync(path.join(tmp, 'mfe-community/dist/mf-manifest.json'), manifest);
        fs.rmSync(prerendered, { recursive: true, force: true });
      }
    });

    it('keeps content-hashed files for a year and revalidates the rest', async () => {
      const app = await appWith();
      const immutable = ['/main.3f2a9c1b.js', '/mfe/community/123.abcd1234.js'];
      const revalidated = ['/mfe/community/mf-manifest.json', '/mfe/community/remoteEntry.js', '/releases/practice/v2/mf-manifest.json'];
      for (const url of immutable) {
        const response = await request(app).get(url);
        expect([url, response.status, response.headers['cache-control']]).toEqual([url, 200, IMMUTABLE]);
      }
      for (const url of revalidated) {
        const response = await request(app).get(url);
        expect([url, response.status, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      }
    });

    it('answers 404, never the shell, for a missing remote or release file', async () => {
      const app = await appWith();
      for (const url of ['/mfe/community/missing.js', '/mfe/unknown/mf-manifest.json', '/releases/practice/v9/x.js']) {
        const response = await request(app).get(url).set('Accept', 'text/html,*/*');
        expect([url, response.status, response.type]).toEqual([url, 404, 'application/json']);
        expect(response.body.error.code).toBe('not_found');
      }
    });

    it('answers 404 for unknown API paths and for non-HTML requests', async () => {
      const app = await appWith();
      const api = await request(app).get('/api/nothing').set('Accept', 'text/html');
      expect([api.status, api.body.error.code]).toEqual([404, 'not_found']);
      expect((await request(app).get('/some/page').set('Accept', 'application/json')).status).toBe(404);
    });

    it('says how to build when the shell is not built', async () => {
      const empty = fs.mkdtempSync(path.join(tmp, 'empty-'));
      const response = await request(await appWith({}, empty)).get('/bullpen').set('Accept', 'text/html');
      expect(response.status).toBe(503);
      expect(response.text).toBe('Bullpen is not built yet: run npm run build');
    });
  });

  describe('GET /registry.json', () => {
    /** The remotes served: name, manifest and the paths of the routes their builds publish. */
    const served = (registry: Registry) => registry.remotes.map((r) => [r.name, r.manifest, r.routes.map((route) => route.path)]);

    it('serves the default remotes with the routes each build publishes, never cached', async () => {
      const response = await request(await appWith()).get('/registry.json');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.contractVersion).toBe(defaultRegistry.contractVersion);
      // Only community is built in the fake root: the others publish nothing yet, and break nothing.
      expect(served(response.body)).toEqual([
        ['community', '/mfe/community/mf-manifest.json', ['/bullpen', '/pricing']],
        ['practice', '/mfe/practice/mf-manifest.json', []],
        ['prep', '/mfe/prep/mf-manifest.json', []],
        ['company', '/mfe/company/mf-manifest.json', []],
        ['admin', '/mfe/admin/mf-manifest.json', []],
      ]);
      expect(response.body.remotes[0].routes).toEqual(communityArea.routes);
    });

    it('serves REGISTRY_JSON when set, ignoring routes a registry still lists', async () => {
      const legacy = { contractVersion: '1.0.0', remotes: [{ name: 'community', manifest: '/mfe/community/mf-manifest.json', routes: [{ path: '/old', guard: 'public' }] }] };
      const response = await request(await appWith({ REGISTRY_JSON: JSON.stringify(legacy) })).get('/registry.json');
      expect(response.body).toEqual({ contractVersion: '1.0.0', remotes: [{ name: 'community', manifest: '/mfe/community/mf-manifest.json', routes: communityArea.routes }] });
    });

    it('picks up a change to REGISTRY_FILE on the next request, without a restart', async () => {
      const file = path.join(tmp, 'registry.json');
      fs.writeFileSync(file, JSON.stringify(defaultRegistry));
      const app = await appWith({ REGISTRY_FILE: file });
      expect(served((await request(app).get('/registry.json')).body)[1]).toEqual(['practice', '/mfe/practice/mf-manifest.json', []]);

      const practiceV2 = '/releases/practice/v2/mf-manifest.json';
      const repointed: RegistryConfig = {
        ...defaultRegistry,
        remotes: defaultRegistry.remotes.map((r) => (r.name === 'practice' ? { ...r, manifest: practiceV2, label: 'v2' } : r)),
      };
      fs.writeFileSync(file, JSON.stringify(repointed));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(file, later, later);
      const response = await request(app).get('/registry.json');
      // The release's own routes come with it, and its page is hinted from them.
      expect(response.body.remotes[1]).toEqual({ name: 'practice', manifest: practiceV2, label: 'v2', routes: practiceArea.routes });
      expect(response.headers['cache-control']).toBe('no-cache');
      const page = await request(app).get('/aihub').set('Accept', 'text/html');
      expect(page.text).toContain(`<link rel="preload" href="${practiceV2}"`);

      // A broken edit does not take the site down: the last good registry stays.
      fs.writeFileSync(file, '{ "remotes": ');
      const evenLater = new Date(Date.now() + 10_000);
      fs.utimesSync(file, evenLater, evenLater);
      expect((await request(app).get('/registry.json')).body).toEqual(response.body);
    });

    it('routes a screen a rebuilt area adds, and keeps the last routes of an area.json that turns unreadable', async () => {
      const areaFile = path.join(tmp, 'mfe-community/dist/area.json');
      const app = await appWith();
      try {
        const events = { path: '/events', guard: 'public', nav: 'community' } as const;
        fs.writeFileSync(areaFile, JSON.stringify({ ...communityArea, routes: [...communityArea.routes, events] }));
        fs.utimesSync(areaFile, new Date(), new Date(Date.now() + 5000));
        expect(served((await request(app).get('/registry.json')).body)[0]?.[2]).toEqual(['/bullpen', '/pricing', '/events']);
        const page = await request(app).get('/events').set('Accept', 'text/html');
        expect(page.text).toContain('<link rel="preload" href="/mfe/community/mf-manifest.json"');

        fs.writeFileSync(areaFile, '{"name":"community","routes":"broken"}');
        fs.utimesSync(areaFile, new Date(), new Date(Date.now() + 10_000));
        const kept = await request(app).get('/registry.json');
        expect(kept.status).toBe(200);
        expect(served(kept.body)[0]?.[2]).toEqual(['/bullpen', '/pricing', '/events']);
      } finally {
        fs.writeFileSync(areaFile, JSON.stringify(communityArea));
        fs.utimesSync(areaFile, new Date(), new Date(Date.now() + 15_000));
      }
    });
  });

  describe('security headers', () => {
    it('sends a CSP without inline script, and no x-powered-by', async () => {
      const response = await request(await appWith()).get('/healthz');
      const csp = response.headers['content-security-policy'] as string;
      const directives = new Map(csp.split(';').map((d) => [d.trim().split(' ')[0], d.trim()]));
      expect(directives.get('script-src')).toBe("script-src 'self'");
      expect(directives.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directives.get('object-src')).toBe("object-src 'none'");
      expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directives.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('allows CSP_EXTRA_ORIGINS for scripts and connections, and upgrades requests in production', async () => {
      const app = await appWith({
        CSP_EXTRA_ORIGINS: 'https://cdn.example.com',
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PUBLIC_URL: 'https://bullpen.example.com',
      });
      const csp = (await request(app).get('/healthz')).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://cdn.example.com;");
      expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain('upgrade-insecure-requests');
    });
  });

  it('GET /healthz reports the database as ok', async () => {
    const response = await request(await appWith()).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: 'ok' });
  });
});
