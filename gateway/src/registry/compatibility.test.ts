// The gateway logs a remote whose build does not fit the shell it serves, when the registry changes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { RegistryConfig } from '@bullpen/shared/runtime';
import { localFiles } from '../static/local-files';
import { createCompatibilityCheck } from './compatibility';
import { createRegistry } from './registry';

const manifestOf = (shared: Array<[string, string]>) =>
  JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: shared.map(([name, version]) => ({ name, version, requiredVersion: `^${version}` })) });

function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'bullpen-compat-'));
  const write = (file: string, content: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  };
  write('shell/dist/mf-manifest.json', manifestOf([['react', '19.3.1'], ['zustand', '5.1.0'], ['@chakra-ui/react/kbd', '3.37.0']]));
  write('mfe-company/dist/mf-manifest.json', manifestOf([['react', '19.3.1'], ['@chakra-ui/react/kbd', '3.37.0']]));
  write('releases/company-next/mf-manifest.json', manifestOf([['react', '19.3.1'], ['zustand', '6.0.0']]));
  let logs = '';
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => { logs += String(chunk); done(); } }));
  const fetchMock = jest.fn(async () => new Response(manifestOf([['react', '20.0.0']]), { status: 200 }));
  const check = createCompatibilityCheck({
    shellManifestFile: join(root, 'shell/dist/mf-manifest.json'),
    localFile: localFiles({ root, remoteNames: ['company'], releasesDir: join(root, 'releases') }),
    logger,
    timeoutMs: 1000,
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { root, logger, check, logs: () => logs.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; remote: string }), fetchMock };
}

const registry = (manifest: string): RegistryConfig => ({ contractVersion: '1.0.0', remotes: [{ name: 'company', manifest }] });

describe('checking the registry against the served shell', () => {
  it('logs nothing for a build that fits, and the reasons for one that does not', async () => {
    const { check, logs } = setUp();
    await check(registry('/mfe/company/mf-manifest.json'));
    expect(logs()).toEqual([]);
    await check(registry('/releases/company-next/mf-manifest.json'));
    expect(logs().map((line) => line.msg)).toEqual(['remote company does not fit the shell this gateway serves: it needs zustand ^6.0.0, this shell provides 5.1.0']);
  });

  it('checks a remote on another origin over HTTP, once per change of the registry', async () => {
    const { check, logs, fetchMock } = setUp();
    const config = registry('https://cdn.example/company/mf-manifest.json');
    await check(config);
    await check(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logs()[0]?.msg).toContain('it needs react ^20.0.0, this shell provides 19.3.1');
  });

  it('says when a build cannot be read', async () => {
    const { check, logs } = setUp();
    await check(registry('/releases/gone/mf-manifest.json'));
    expect(logs()[0]?.msg).toMatch(/^remote company: its build cannot be checked against the shell \(\/releases\/gone\/mf-manifest\.json is missing/);
  });
});

describe('the registry the gateway serves', () => {
  const NEEDS_ZUSTAND_6 = 'remote company does not fit the shell this gateway serves: it needs zustand ^6.0.0, this shell provides 5.1.0';

  /** Serves a registry once, and gives what was logged once its background check has logged company's fit. */
  async function checkedLogs(remote: RegistryConfig['remotes'][number]): Promise<string[]> {
    const { root, logger, logs } = setUp();
    const { served } = createRegistry(
      { source: 'inline', registry: { contractVersion: '1.0.0', remotes: [remote] } },
      { root, remoteNames: ['company'], releasesDir: join(root, 'releases') },
      logger,
      join(root, 'shell/dist'),
    );
    await served();
    const logged = () => logs().some((line) => line.msg.startsWith('remote company does not fit'));
    for (let i = 0; i < 100 && !logged(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    return logs().map((line) => line.msg);
  }

  it('is checked against the served shell when it changes, without waiting for the check', async () => {
    expect(await checkedLogs({ name: 'company', manifest: '/releases/company-next/mf-manifest.json' })).toContain(NEEDS_ZUSTAND_6);
  });

  it("reads a remote served by its team's server through that server, not from the gateway's disk", async () => {
    const team = createServer((req, res) => {
      if (req.url !== '/mf-manifest.json') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(manifestOf([['react', '19.3.1'], ['zustand', '6.0.0']]));
    });
    await new Promise<void>((resolve) => team.listen(0, '127.0.0.1', resolve));
    try {
      const upstream = `http://127.0.0.1:${(team.address() as AddressInfo).port}`;
      // The build on the gateway's disk fits; the one the team's server holds does not.
      expect(await checkedLogs({ name: 'company', manifest: '/mfe/company/mf-manifest.json', upstream })).toContain(NEEDS_ZUSTAND_6);
    } finally {
      await new Promise((resolve) => team.close(resolve));
    }
  });
});
