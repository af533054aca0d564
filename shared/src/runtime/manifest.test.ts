import { readManifest } from './manifest';

const manifest = (remoteEntry: { name?: unknown; path?: unknown }, app: unknown = ['575.bff418b5.js']) => ({
  metaData: { remoteEntry },
  exposes: [{ path: './other', assets: { js: { sync: ['other.js'] } } }, { path: './app', assets: { js: { sync: app } } }],
});

describe('readManifest', () => {
  it('gives the entry script, inside the folder the manifest names, and the files of ./app', () => {
    expect(readManifest(manifest({ name: 'remoteEntry.js', path: '' }))).toEqual({ remoteEntry: 'remoteEntry.js', app: ['575.bff418b5.js'] });
    expect(readManifest(manifest({ name: 'remoteEntry.js', path: 'static/' }))?.remoteEntry).toBe('static/remoteEntry.js');
    expect(readManifest(manifest({ name: 'remoteEntry.js', path: './js' }))?.remoteEntry).toBe('js/remoteEntry.js');
    expect(readManifest(manifest({ name: 'remoteEntry.js' }, 'not a list'))).toEqual({ remoteEntry: 'remoteEntry.js', app: [] });
  });

  it('refuses what is not a manifest, and file names that leave its folder', () => {
    for (const value of [null, 'text', [], {}, { metaData: { remoteEntry: { name: 3 } } }]) expect(readManifest(value)).toBeNull();
    expect(readManifest(manifest({ name: 'remoteEntry.js', path: '../other' }))).toBeNull();
    expect(readManifest(manifest({ name: 'https://elsewhere.example/x.js' }))).toBeNull();
    expect(readManifest(manifest({ name: 'remoteEntry.js' }, ['../../secret.js']))).toBeNull();
  });
});
