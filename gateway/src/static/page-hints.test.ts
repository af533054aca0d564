// Preload hints: what a remote's manifest says the first load needs, and the tags for a page.
import fc from 'fast-check';
import type { RegistryRemote } from '@bullpen/shared/runtime';
import { composesStatically, localManifest, manifestFiles, preloadLinks, withHints } from './page-hints';

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['575.bff418b5.js', 'app.88d22248.js'], async: ['9.x.js'] } } }],
});
const community: RegistryRemote = { name: 'community', manifest: '/mfe/community/mf-manifest.json', routes: [{ path: '/bullpen', guard: 'public' }] };
const REGISTRY_HINT = '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">';

describe('manifestFiles', () => {
  it('reads the remote entry and the sync files of ./app', () => {
    expect(manifestFiles(MANIFEST)).toEqual({ remoteEntry: 'remoteEntry.js', app: ['575.bff418b5.js', 'app.88d22248.js'] });
  });

  it('gives nothing for a manifest it cannot trust', () => {
    expect(manifestFiles('not json')).toBeNull();
    expect(manifestFiles('{}')).toBeNull();
    expect(manifestFiles('null')).toBeNull();
    expect(manifestFiles(JSON.stringify({ metaData: { remoteEntry: { name: '../../etc/passwd', path: '' } } }))).toBeNull();
    expect(manifestFiles(JSON.stringify({ metaData: { remoteEntry: { name: 'a.js"><script>x</script>', path: '' } } }))).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
      expect(() => manifestFiles(text)).not.toThrow();
    }));
  });

  it('hashes a local manifest beside reading it', () => {
    const read = localManifest(Buffer.from(MANIFEST));
    expect(read.files?.remoteEntry).toBe('remoteEntry.js');
    expect(read.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(localManifest(Buffer.from(MANIFEST.replace('575', '576'))).sha256).not.toBe(read.sha256);
  });
});

describe('preloadLinks', () => {
  it('preloads the registry, the manifest, remoteEntry.js and ./app of the page’s remote', () => {
    expect(preloadLinks(community, manifestFiles(MANIFEST))).toEqual([
      REGISTRY_HINT,
      '<link rel="preload" href="/mfe/community/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/mfe/community/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mfe/community/575.bff418b5.js" as="script">',
      '<link rel="preload" href="/mfe/community/app.88d22248.js" as="script">',
    ]);
  });

  it('preloads only the manifest of a remote served elsewhere, and only the registry off any area', () => {
    const cdn = { ...community, manifest: 'https://cdn.example.com/practice/mf-manifest.json?v="1"' };
    expect(preloadLinks(cdn, null)).toEqual([
      REGISTRY_HINT,
      '<link rel="preload" href="https://cdn.example.com/practice/mf-manifest.json?v=&quot;1&quot;" as="fetch" crossorigin="anonymous">',
    ]);
    expect(preloadLinks(undefined, null)).toEqual([REGISTRY_HINT]);
  });

  it('knows a shell that composes its areas statically', () => {
    expect(composesStatically('<head><meta name="bullpen-composition" content="static"></head>')).toBe(true);
    expect(composesStatically('<head><meta name=bullpen-composition content=static></head>')).toBe(true);
    expect(composesStatically('<head><title>Bullpen</title></head>')).toBe(false);
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
