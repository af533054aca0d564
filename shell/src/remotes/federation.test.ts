// The shell registers a remote by the entry script its manifest names, once, when its area is first needed.
import type { Registry } from '@bullpen/shared';

const registerRemotes = jest.fn();
const loadRemote = jest.fn(async (id: string) => ({ id }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (id: string) => loadRemote(id),
}));

// Imported after the mock it uses (jest hoists `jest.mock` above it anyway).
import { loadAreaModule, setAreaRegistry } from './federation';
import { AreaLoadError } from './area-load-error';

const ORIGIN = 'https://bullpen.example';
const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };

const registry: Registry = {
  contractVersion: '1.0.0',
  remotes: [
    { name: 'practice', manifest: '/mfe/practice/mf-manifest.json', routes: [] },
    { name: 'prep', manifest: 'https://cdn.example/prep/2026-11-25/mf-manifest.json', routes: [] },
  ],
};

let answers: Array<() => Response>;
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers.shift();
  if (!answer) throw new Error(`unexpected fetch of ${url}`);
  return answer();
});
const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

beforeAll(() => {
  Object.assign(globalThis, { window: { location: { origin: ORIGIN } }, fetch: fetchMock });
});

beforeEach(() => {
  jest.clearAllMocks();
  answers = [];
  setAreaRegistry(registry);
});

describe('loading an area', () => {
  it('registers the remote by the entry its manifest names, beside the manifest, once for concurrent loads', async () => {
    answers = [json(MANIFEST), json(MANIFEST)];
    await Promise.all([loadAreaModule('practice'), loadAreaModule('practice')]);
    await loadAreaModule('prep');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${ORIGIN}/mfe/practice/mf-manifest.json`,
      'https://cdn.example/prep/2026-11-25/mf-manifest.json',
    ]);
    expect(registerRemotes.mock.calls.map(([remotes]) => remotes)).toEqual([
      [{ name: 'practice', entry: `${ORIGIN}/mfe/practice/remoteEntry.js` }],
      [{ name: 'prep', entry: 'https://cdn.example/prep/2026-11-25/remoteEntry.js' }],
    ]);
    expect(loadRemote).toHaveBeenCalledWith('practice/app');
  });

  it('reports a manifest that fails or is not one, and reads it again on the next try', async () => {
    answers = [() => new Response('gone', { status: 503 }), json({ broken: true }), json(MANIFEST)];
    await expect(loadAreaModule('practice')).rejects.toThrow('The manifest of practice answered 503');
    await expect(loadAreaModule('practice')).rejects.toThrow('The manifest of practice is not a Module Federation manifest');
    await expect(loadAreaModule('practice')).resolves.toEqual({ id: 'practice/app' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('refuses, before registering it, a remote whose build needs what this shell does not provide', async () => {
    Object.assign(globalThis, { __SHELL_SHARED__: { react: '19.3.1', '@chakra-ui/react': '3.37.0' } });
    try {
      const needing = (shared: unknown[]) => json({ ...MANIFEST, shared });
      answers = [
        needing([{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }]),
        needing([{ name: '@chakra-ui/react/rating-group', version: '3.37.0' }]),
        needing([{ name: 'react', version: '19.2.0' }, { name: '@chakra-ui/react', version: '3.38.0' }]),
      ];
      const refusal = loadAreaModule('practice');
      await expect(refusal).rejects.toBeInstanceOf(AreaLoadError);
      await expect(refusal).rejects.toHaveProperty('userReason', expect.stringContaining('it needs react ^20.0.0, this shell provides 19.3.1'));
      await expect(loadAreaModule('practice')).rejects.toThrow(
        'it needs @chakra-ui/react/rating-group 3.37.0, which this shell does not provide',
      );
      expect(registerRemotes).not.toHaveBeenCalled();
      await expect(loadAreaModule('practice')).resolves.toEqual({ id: 'practice/app' });
    } finally {
      delete (globalThis as { __SHELL_SHARED__?: unknown }).__SHELL_SHARED__;
    }
  });

  it('refuses an area the registry does not list', async () => {
    await expect(loadAreaModule('elsewhere')).rejects.toThrow('No remote named elsewhere in the registry');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
