// remoteForPath: the registry's patterns, matched like the shell's router (params, splats, case, trailing slash).
import { remoteForPath } from './routes';
import { CONTRACT_VERSION, type Registry } from './contract';

const registry: Registry = {
  contractVersion: CONTRACT_VERSION,
  remotes: [
    { name: 'community', manifest: '/mfe/community/mf-manifest.json', routes: [{ path: '/bullpen', guard: 'public' }, { path: '/demo/*', guard: 'public' }] },
    { name: 'company', manifest: '/mfe/company/mf-manifest.json', routes: [{ path: '/company/candidate/:id', guard: 'company' }] },
  ],
};

describe('remoteForPath', () => {
  it.each([
    ['/bullpen', 'community'],
    ['/bullpen/', 'community'],
    ['/Bullpen', 'community'],
    ['/demo', 'community'],
    ['/demo/anything/deeper', 'community'],
    ['/company/candidate/42', 'company'],
    ['/bullpen/terms-of-service', undefined],
    ['/demonstration', undefined],
    ['/company/candidate', undefined],
    ['/company/candidate/42/x', undefined],
    ['/login', undefined],
  ])('%s is served by %s', (pathname, remote) => {
    expect(remoteForPath(registry, pathname)?.name).toBe(remote);
  });
});
