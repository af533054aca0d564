// A remote served by its team's own server: the registry names its upstream, the gateway forwards
// /mfe/<name>/… there and reads its area.json through it, and follows the registry file without a restart.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CONTRACT_VERSION } from '@bullpen/shared/runtime';
import { gatewaysOnOneDatabase, SETUP_TIMEOUT_MS, type TestGateway } from '../auth/test-accounts';

const TEAM_FILES: Record<string, string> = {
  '/builds/company/remoteEntry.js': 'console.log("the team\'s build");',
  '/builds/company/mf-manifest.json': JSON.stringify({ id: 'company', name: 'company', shared: [] }),
  '/builds/company/area.json': JSON.stringify({
    name: 'company',
    contractVersion: CONTRACT_VERSION,
    buildLabel: 'company from its team',
    routes: [{ path: '/company/team-page', guard: 'public' }],
  }),
};

describe('a remote served by its team\'s own server', () => {
  const gatewayOn = gatewaysOnOneDatabase();
  const seen: http.IncomingHttpHeaders[] = [];
  let team: http.Server;
  let upstream: string;
  let root: string;
  let registryFile: string;
  let gateway: TestGateway;

  const writeRegistry = (company: Record<string, string>) =>
    fs.writeFileSync(registryFile, JSON.stringify({ contractVersion: CONTRACT_VERSION, remotes: [{ name: 'company', ...company }] }));

  beforeAll(async () => {
    team = http.createServer((req, res) => {
      seen.push(req.headers);
      const body = TEAM_FILES[req.url ?? ''];
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': req.url!.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => team.listen(0, '127.0.0.1', resolve));
    upstream = `http://127.0.0.1:${(team.address() as AddressInfo).port}/builds/company`;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-upstream-'));
    fs.mkdirSync(path.join(root, 'mfe-company', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mfe-company', 'dist', 'remoteEntry.js'), 'console.log("the build on the gateway\'s disk");');
    registryFile = path.join(root, 'registry.json');
    writeRegistry({ manifest: '/mfe/company/mf-manifest.json', upstream });
    gateway = await gatewayOn({ REGISTRY_FILE: registryFile, PROXY_TIMEOUT_MS: '2000' }, { staticRoot: root });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    team.closeAllConnections();
    await new Promise((resolve) => team.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves its files from the gateway\'s origin, fetched from its upstream without the user\'s cookies or token', async () => {
    const response = await request(gateway.app).get('/mfe/company/remoteEntry.js').set('Cookie', 'bullpen_gate=secret').set('Authorization', 'Bearer t');
    expect([response.status, response.text]).toEqual([200, TEAM_FILES['/builds/company/remoteEntry.js']]);
    expect([seen.at(-1)?.cookie, seen.at(-1)?.authorization]).toEqual([undefined, undefined]);
  });

  it('publishes the routes its upstream\'s area.json lists, and never the upstream\'s address', async () => {
    const registry = await request(gateway.app).get('/registry.json');
    expect(registry.body.remotes).toEqual([
      { name: 'company', manifest: '/mfe/company/mf-manifest.json', routes: [{ path: '/company/team-page', guard: 'public' }] },
    ]);
  });

  it('follows the registry file: without an upstream the build on the gateway\'s disk is served again, with one it is proxied again', async () => {
    writeRegistry({ manifest: '/mfe/company/mf-manifest.json' });
    expect((await request(gateway.app).get('/mfe/company/remoteEntry.js')).text).toBe('console.log("the build on the gateway\'s disk");');
    writeRegistry({ manifest: '/mfe/company/mf-manifest.json', upstream: `${upstream}/` });
    expect((await request(gateway.app).get('/mfe/company/remoteEntry.js')).text).toBe(TEAM_FILES['/builds/company/remoteEntry.js']);
  });

  it('answers 502 naming the area\'s server when that server is down', async () => {
    writeRegistry({ manifest: '/mfe/company/mf-manifest.json', upstream: 'http://127.0.0.1:9' });
    const response = await request(gateway.app).get('/mfe/company/mf-manifest.json');
    expect([response.status, response.body.error]).toEqual([
      502,
      { code: 'upstream_unavailable', message: "The company area's server cannot be reached right now." },
    ]);
  });
});
