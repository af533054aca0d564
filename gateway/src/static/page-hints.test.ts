// Preload hints: which remote owns a path, what its manifest says the first load needs, and the tags.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { Registry } from '@bullpen/shared/runtime';
import { defaultRegistry } from '../registry/default-registry';
import { composesStatically, createManifestReader, manifestFiles, preloadLinks, remoteForPath, routeMatches, withHints } from './page-hints';

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['575.bff418b5.js', 'app.88d22248.js'], async: ['9.x.js'] } } }],
});

describe('routeMatches', () => {
  it.each([
    ['/bullpen', '/bullpen', true],
    ['/bullpen', '/bullpen/', true],
    ['/bullpen', '/Bullpen', true],
    ['/bullpen', '/bullpen/terms-of-service', false],
    ['/company/candidate/:id', '/company/candidate/42', true],
    ['/company/candidate/:id', '/company/candidate', false],
    ['/company/candidate/:id', '/company/candidate/42/x', false],
    ['/demo/*', '/demo/anything/deeper', true],
    ['/demo/*', '/demo', true],
    ['/demo/*', '/demonstration', false],
  ])('%s against %s: %s', (pattern, urlPath, expected) => {
    expect(routeMatches(pattern, urlPath)).toBe(expected);
  });

  it('finds the remote of each registry route', () => {
    expect(remoteForPath(defaultRegistry, '/bullpen')?.name).toBe('community');
    expect(remoteForPath(defaultRegistry, '/interview/ib/technical')?.name).toBe('practice');
    expect(remoteForPath(defaultRegistry, '/company/chat/7')?.name).toBe('company');
    expect(remoteForPath(defaultRegistry, '/login')).toBeUndefined();
  });
});

describe('manifestFiles', () => {
  it('reads the remote entry and the sync files of ./app', () => {
    expect(manifestFiles(MANIFEST)).toEqual({ remoteEntry: 'remoteEntry.js', app: ['575.bff418b5.js', 'app.88d22248.js'] });
  });

  it('gives nothing for a manifest it cannot trust', () => {
    expect(manifestFiles('not json')).toBeNull();
    expect(manifestFiles('{}')).toBeNull();
    expect(manifestFiles(JSON.stringify({ metaData: { remoteEntry: { name: '../../etc/passwd', path: '' } } }))).toBeNull();
    expect(manifestFiles(JSON.stringify({ metaData: { remoteEntry: { name: 'a.js"><script>x</script>', path: '' } } }))).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
      const files = manifestFiles(text);
      expect(files === null || typeof files.remoteEntry === 'string').toBe(true);
    }));
  });
});

describe('preloadLinks', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), MANIFEST);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const local = (url: string) => (url === '/mfe/community/mf-manifest.json' ? path.join(dir, 'mf-manifest.json') : undefined);

  it('preloads the registry, the manifest, remoteEntry.js and ./app of the page’s remote', () => {
    expect(preloadLinks(defaultRegistry, '/bullpen', local, createManifestReader())).toEqual([
      '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/mfe/community/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/mfe/community/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mfe/community/575.bff418b5.js" as="script">',
      '<link rel="preload" href="/mfe/community/app.88d22248.js" as="script">',
    ]);
  });

  it('preloads only the manifest of a remote served elsewhere, and only the registry off any area', () => {
    const registry: Registry = {
      ...defaultRegistry,
      remotes: [{ name: 'practice', manifest: 'https://cdn.example.com/practice/mf-manifest.json?v="1"', routes: [{ path: '/aihub', guard: 'public' }] }],
    };
    expect(preloadLinks(registry, '/aihub', local, createManifestReader())).toEqual([
      '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="https://cdn.example.com/practice/mf-manifest.json?v=&quot;1&quot;" as="fetch" crossorigin="anonymous">',
    ]);
    expect(preloadLinks(registry, '/login', local, createManifestReader())).toHaveLength(1);
  });

  it('hints only the registry to a shell that composes its areas statically', () => {
    expect(composesStatically('<head><meta name="bullpen-composition" content="static"></head>')).toBe(true);
    expect(composesStatically('<head><meta name=bullpen-composition content=static></head>')).toBe(true);
    expect(composesStatically('<head><title>Bullpen</title></head>')).toBe(false);
    expect(preloadLinks(defaultRegistry, '/bullpen', local, createManifestReader(), { loadsRemotes: false })).toEqual([
      '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">',
    ]);
  });

  it('follows a manifest that changes, and skips one that is gone', () => {
    const read = createManifestReader();
    const file = path.join(dir, 'mf-manifest.json');
    expect(read(file)?.remoteEntry).toBe('remoteEntry.js');
    fs.writeFileSync(file, MANIFEST.replace('remoteEntry.js', 'entry.js'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read(file)?.remoteEntry).toBe('entry.js');
    expect(read(path.join(dir, 'missing.json'))).toBeNull();
  });
});

describe('withHints', () => {
  it('puts the tags at the end of the head', () => {
    expect(withHints('<html><head><title>x</title></head><body></body></html>', ['<link a>', '<link b>'])).toBe(
      '<html><head><title>x</title><link a><link b></head><body></body></html>',
    );
    expect(withHints('<p>no head</p>', ['<link a>'])).toBe('<p>no head</p>');
  });
});
