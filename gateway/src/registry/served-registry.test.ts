// The route table the gateway serves: each remote's routes as its build publishes them (area.json), read
// from disk for the builds the gateway serves and over HTTP for a remote on another origin.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { PublishedArea } from '@bullpen/shared/runtime/area';
import type { RegistryConfig } from '@bullpen/shared/runtime';
import { localFiles } from '../static/local-files';
import { createAreaSource } from './area-source';
import { createServedRegistry } from './served-registry';

const area = (name: string, ...paths: string[]): PublishedArea => ({
  name,
  contractVersion: '1.1.0',
  buildLabel: `${name} test`,
  routes: paths.map((p) => ({ path: p, guard: 'public' })),
});

describe('the served registry', () => {
  let root: string;
  let server: http.Server;
  let origin: string;
  /** What the other origin answers for /cdn/community/area.json, and the requests it saw. */
  let cdn: { body: string; etag: string; hang: boolean; requests: Array<string | undefined> };
  let clock: number;
  const logs = { error: jest.fn(), info: jest.fn() };
  const logger = logs as unknown as Logger;

  const write = (file: string, content: unknown) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
    // A later mtime each time, as a new build has.
    const later = new Date(Date.now() + (clock += 1000));
    fs.utimesSync(full, later, later);
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-areas-'));
    server = http.createServer((req, res) => {
      cdn.requests.push(req.headers['if-none-match']);
      if (cdn.hang) return; // never answers
      if (req.url !== '/cdn/community/area.json') return void res.writeHead(404).end();
      if (req.headers['if-none-match'] === cdn.etag) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/json', etag: cdn.etag }).end(cdn.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    clock = 0;
    cdn = { body: JSON.stringify(area('community', '/bullpen', '/events')), etag: '"v1"', hang: false, requests: [] };
    logs.error.mockClear();
    logs.info.mockClear();
  });

  function servedFrom(config: RegistryConfig, now = () => clock) {
    const readArea = createAreaSource({
      localFile: localFiles({ root: path.join(root, 'repo'), remoteNames: ['practice', 'prep'], releasesDir: path.join(root, 'releases') }),
      timeoutMs: 300,
      revalidateMs: 5000,
      now,
    });
    return createServedRegistry(async () => config, readArea, logger);
  }

  const pathsOf = async (served: ReturnType<typeof servedFrom>) =>
    Object.fromEntries((await served()).remotes.map((r) => [r.name, r.routes.map((route) => route.path)]));

  it('merges the routes each remote publishes beside its manifest: a local build, a release and another origin', async () => {
    write('repo/mfe-practice/dist/area.json', area('practice', '/aihub', '/training'));
    write('releases/prep-2/area.json', area('prep', '/personalizedPrep'));
    const served = servedFrom({
      contractVersion: '1.1.0',
      remotes: [
        { name: 'practice', manifest: '/mfe/practice/mf-manifest.json' },
        { name: 'prep', manifest: '/releases/prep-2/mf-manifest.json', label: 'prep 2' },
        { name: 'community', manifest: `${origin}/cdn/community/mf-manifest.json` },
      ],
    });
    const registry = await served();
    expect(registry.remotes[1]).toEqual({ name: 'prep', manifest: '/releases/prep-2/mf-manifest.json', label: 'prep 2', routes: [{ path: '/personalizedPrep', guard: 'public' }] });
    expect(await pathsOf(served)).toEqual({ practice: ['/aihub', '/training'], prep: ['/personalizedPrep'], community: ['/bullpen', '/events'] });
    // Nothing changed: the same object, and the other origin was asked once.
    expect(await served()).toBe(registry);
    expect(cdn.requests).toEqual([undefined]);
    expect(logs.error).not.toHaveBeenCalled();
  });

  it('revalidates another origin with its ETag once the copy is old, and takes a new build', async () => {
    const served = servedFrom({ contractVersion: '1.1.0', remotes: [{ name: 'community', manifest: `${origin}/cdn/community/mf-manifest.json` }] });
    await served();
    clock += 6000;
    expect((await pathsOf(served)).community).toEqual(['/bullpen', '/events']);
    expect(cdn.requests).toEqual([undefined, '"v1"']);
    cdn.body = JSON.stringify(area('community', '/bullpen', '/events', '/pricing'));
    cdn.etag = '"v2"';
    clock += 6000;
    expect((await pathsOf(served)).community).toEqual(['/bullpen', '/events', '/pricing']);
  });

  it('keeps the last known routes of an area.json that turns invalid, unreadable or slow, logs it once and serves the others', async () => {
    write('repo/mfe-practice/dist/area.json', area('practice', '/aihub'));
    const served = servedFrom({
      contractVersion: '1.1.0',
      remotes: [
        { name: 'practice', manifest: '/mfe/practice/mf-manifest.json' },
        { name: 'community', manifest: `${origin}/cdn/community/mf-manifest.json` },
        { name: 'prep', manifest: '/mfe/prep/mf-manifest.json' },
      ],
    });
    expect(await pathsOf(served)).toEqual({ practice: ['/aihub'], community: ['/bullpen', '/events'], prep: [] });
    expect(logs.error).toHaveBeenCalledTimes(1);
    expect(logs.error.mock.calls[0]?.[0]).toMatchObject({ remote: 'prep', problem: expect.stringContaining('/mfe/prep/area.json is missing') });

    write('repo/mfe-practice/dist/area.json', { name: 'practice', routes: [{ path: '/aihub', guard: 'vip' }] });
    cdn.hang = true;
    clock += 6000;
    expect(await pathsOf(served)).toEqual({ practice: ['/aihub'], community: ['/bullpen', '/events'], prep: [] });
    expect(await pathsOf(served)).toEqual({ practice: ['/aihub'], community: ['/bullpen', '/events'], prep: [] });
    const problems = logs.error.mock.calls.map(([fields]) => (fields as { problem: string }).problem);
    expect(problems).toEqual([
      expect.stringContaining('/mfe/prep/area.json is missing'),
      expect.stringMatching(/^\/mfe\/practice\/area\.json is not valid: .*contractVersion/),
      `${origin}/cdn/community/area.json did not answer within 300 ms`,
    ]);

    write('repo/mfe-practice/dist/area.json', 'not json');
    expect((await pathsOf(served)).practice).toEqual(['/aihub']);
    expect(logs.error.mock.calls.at(-1)?.[0]).toMatchObject({ problem: expect.stringContaining('is not valid JSON') });

    write('repo/mfe-practice/dist/area.json', area('practice', '/aihub', '/skills'));
    expect((await pathsOf(served)).practice).toEqual(['/aihub', '/skills']);
    expect(logs.info).toHaveBeenCalledWith({ remote: 'practice', manifest: '/mfe/practice/mf-manifest.json' }, 'remote practice: its area.json is readable again');
  });

  it('refuses the area.json of another remote, a manifest it does not serve, and gives a claimed path to the first remote', async () => {
    write('repo/mfe-practice/dist/area.json', area('practice', '/aihub', '/pricing'));
    write('repo/mfe-prep/dist/area.json', area('community', '/bullpen'));
    write('releases/community-2/area.json', area('community', '/pricing', '/bullpen'));
    const served = servedFrom({
      contractVersion: '1.1.0',
      remotes: [
        { name: 'practice', manifest: '/mfe/practice/mf-manifest.json' },
        { name: 'prep', manifest: '/mfe/prep/mf-manifest.json' },
        { name: 'community', manifest: '/releases/community-2/mf-manifest.json' },
        { name: 'admin', manifest: '/mfe/admin/mf-manifest.json' },
      ],
    });
    expect(await pathsOf(served)).toEqual({ practice: ['/aihub', '/pricing'], prep: [], community: ['/bullpen'], admin: [] });
    const problems = logs.error.mock.calls.map(([fields]) => (fields as { problem: string }).problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'it is the area.json of "community"',
        '/mfe/admin/area.json is not a file this gateway serves',
        '"/pricing" is already published by practice',
      ]),
    );
  });
});
