// The company team serves its area from its own server: the registry names that server as the remote's
// upstream, the gateway forwards /mfe/company/… to it, and the browser only ever talks to the gateway.
// When the team's server stops, the area's slot says so and every other area keeps working.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Registry } from '@bullpen/shared/runtime';
import { REPO_ROOT } from '../support/env';

const UNAVAILABLE = 'This area is unavailable right now';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

let gateway: ChildProcess;
let teamServer: http.Server;
let base: string;
/** The paths the team's server was asked for. */
const served: string[] = [];

/** The team's static server: a copy of the company build, at the root of its own port. */
async function startTeamServer(dir: string): Promise<string> {
  teamServer = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    const file = join(dir, path);
    served.push(path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => teamServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(teamServer.address() as AddressInfo).port}`;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the second gateway did not start');
}

const buildLabel = (page: Page) => page.getByTestId('build-label').filter({ visible: true });

test.beforeAll(async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bullpen-team-server-'));
  const build = join(dir, 'company-build');
  cpSync(join(REPO_ROOT, 'mfe-company', 'dist'), build, { recursive: true });
  const upstream = await startTeamServer(build);
  const registry = (await (await request.get('/registry.json')).json()) as Registry;
  const remotes = registry.remotes.map(({ name, manifest }) =>
    name === 'company' ? { name, manifest: '/mfe/company/mf-manifest.json', upstream } : { name, manifest },
  );
  const registryFile = join(dir, 'registry.json');
  writeFileSync(registryFile, JSON.stringify({ contractVersion: registry.contractVersion, remotes }));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, [join(REPO_ROOT, 'gateway/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), REGISTRY_FILE: registryFile, LOG_LEVEL: 'warn', PROXY_TIMEOUT_MS: '3000' },
    stdio: 'inherit',
  });
  await waitForHealth();
});

test.afterAll(async () => {
  gateway?.kill('SIGTERM');
  teamServer?.closeAllConnections();
  await new Promise((resolve) => teamServer?.close(resolve));
});

test('a recruiter uses the company area served by its team\'s server, through the gateway\'s origin', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(`${base}/company/login`);
  await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
  await expect(buildLabel(page)).toContainText('company');
  // The browser fetched the area from the gateway, which fetched it from the team's server.
  expect(scripts.filter((url) => url.includes('/mfe/company/')).length).toBeGreaterThan(0);
  expect(scripts.every((url) => url.startsWith(`${base}/`))).toBe(true);
  expect(served).toEqual(expect.arrayContaining(['/mf-manifest.json', '/area.json', '/remoteEntry.js']));
  // The team's server's address stays inside the deployment.
  expect(await (await fetch(`${base}/registry.json`)).text()).not.toContain('upstream');
});

test('with the team\'s server stopped, the company area says it is unavailable and the other areas work', async ({ page }) => {
  teamServer.closeAllConnections();
  await new Promise((resolve) => teamServer.close(resolve));
  const manifest = await fetch(`${base}/mfe/company/mf-manifest.json`);
  expect(manifest.status).toBe(502);
  expect(((await manifest.json()) as { error: { message: string } }).error.message).toBe("The company area's server cannot be reached right now.");

  await page.goto(`${base}/company/login`);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('link', { name: 'Bullpen home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await page.goto(`${base}/aihub`);
  await expect(buildLabel(page)).toContainText('practice');
});
