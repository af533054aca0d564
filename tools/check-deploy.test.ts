// `npm run check-deploy`: whether a remote build fits the deployed shell, read from folders or over HTTP.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDeploy, main } from './check-deploy';

const shared = (entries: Array<[string, string]>) => entries.map(([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true }));
const manifest = (name: string, entries: Array<[string, string]>) => ({
  name,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: shared(entries),
  exposes: [],
});

let dir: string;
const build = (folder: string, files: Record<string, unknown>) => {
  mkdirSync(join(dir, folder), { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, folder, file), JSON.stringify(body));
  return join(dir, folder);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-deploy-'));
  build('shell', { 'mf-manifest.json': manifest('shell', [['react', '19.3.1'], ['@chakra-ui/react', '3.37.0'], ['@chakra-ui/react/kbd', '3.37.0']]) });
  build('fits', {
    'mf-manifest.json': manifest('company', [['react', '19.2.0'], ['@chakra-ui/react/kbd', '3.37.0']]),
    'area.json': { name: 'company', contractVersion: '1.1.0', routes: [] },
  });
  build('newer', {
    'mf-manifest.json': manifest('company', [['react', '20.0.0'], ['@chakra-ui/react/marquee', '3.37.0']]),
    'area.json': { name: 'company', contractVersion: '2.0.0', routes: [] },
  });
});

describe('check-deploy', () => {
  it('says a build fits when the shell provides everything it shares', async () => {
    const result = await checkDeploy(join(dir, 'fits'), join(dir, 'shell'));
    expect(result.fits).toBe(true);
    expect(result.lines[0]).toMatch(/^fits: company .* 2 shared modules provided, contract 1\.1\.0$/);
  });

  it('lists every reason a build does not fit', async () => {
    const result = await checkDeploy(join(dir, 'newer'), join(dir, 'shell'));
    expect(result.fits).toBe(false);
    expect(result.lines).toHaveLength(4);
    expect(result.lines.join('\n')).toContain('it needs react ^20.0.0, this shell provides 19.3.1');
    expect(result.lines.join('\n')).toContain('it needs @chakra-ui/react/marquee ^3.37.0, which this shell does not provide');
    expect(result.lines.join('\n')).toContain('it speaks contract 2.0.0');
  });

  describe('over HTTP, as deployed', () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      const files: Record<string, unknown> = {
        '/mf-manifest.json': manifest('shell', [['react', '19.3.1'], ['@chakra-ui/react/kbd', '3.37.0']]),
        '/releases/company/mf-manifest.json': manifest('company', [['react', '19.3.1'], ['@chakra-ui/react/kbd', '3.37.0']]),
      };
      server = createServer((req, res) => {
        const body = files[req.url ?? ''];
        res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ? JSON.stringify(body) : '{}');
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((done) => server.close(done)));

    it('reads the manifest URL and the gateway’s shell', async () => {
      const result = await checkDeploy(`${origin}/releases/company/mf-manifest.json`, origin);
      expect(result).toEqual({ fits: true, lines: [expect.stringMatching(/^fits: company .* 2 shared modules provided$/)] });
    });

    it('exits 2 with one line when the build is not there', async () => {
      const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        await expect(main([`${origin}/releases/gone/mf-manifest.json`, '--shell', origin])).resolves.toBe(2);
        expect(stderr).toHaveBeenCalledWith(expect.stringMatching(/^check-deploy: .*gone\/mf-manifest\.json answered 404\n$/));
      } finally {
        stderr.mockRestore();
      }
    });
  });

  it('exits 1 when the build does not fit and 2 on bad usage', async () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await expect(main(['newer', '--shell', 'shell'], dir)).resolves.toBe(1);
      await expect(main([], dir)).resolves.toBe(2);
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('Usage: npm run check-deploy'));
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });
});
