// A registry entry may name the team server that serves its remote (`upstream`): where the gateway
// forwards /mfe/<name>/…, so the manifest must sit there.
import { CONTRACT_VERSION } from '@bullpen/shared/runtime';
import { safeParseRegistry } from './registry-schema';

const withCompany = (company: Record<string, string>) =>
  JSON.stringify({ contractVersion: CONTRACT_VERSION, remotes: [{ name: 'company', ...company }] });

describe('a registry entry served by its team\'s server', () => {
  it('keeps the upstream of a remote whose manifest is under /mfe/<name>/', () => {
    const parsed = safeParseRegistry(withCompany({ manifest: '/mfe/company/mf-manifest.json', upstream: 'http://10.0.0.5:9001' }));
    expect(parsed).toEqual({
      ok: true,
      registry: { contractVersion: CONTRACT_VERSION, remotes: [{ name: 'company', manifest: '/mfe/company/mf-manifest.json', upstream: 'http://10.0.0.5:9001' }] },
    });
  });

  it('refuses an upstream that is not an http(s) URL, saying where', () => {
    const parsed = safeParseRegistry(withCompany({ manifest: '/mfe/company/mf-manifest.json', upstream: 'ftp://10.0.0.5' }));
    expect(parsed.ok ? '' : parsed.problem).toContain('remotes.0.upstream: must be an http(s) URL such as http://10.0.0.5:9001');
  });

  it('refuses an upstream for a manifest the gateway would not forward to it', () => {
    const parsed = safeParseRegistry(withCompany({ manifest: '/releases/company-1/mf-manifest.json', upstream: 'http://10.0.0.5:9001' }));
    expect(parsed.ok ? '' : parsed.problem).toContain('remotes.0.manifest: must be under /mfe/company/ when an upstream serves the remote');
  });
});
