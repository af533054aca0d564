// The company team serves its area from its own server: the registry names that server as the remote's
// upstream, the gateway forwards /mfe/company/… to it, and the browser only ever talks to the gateway.
// When the team's server stops, the area's slot says so and every other area keeps working.
import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Registry } from '@bullpen/shared/runtime';
import { REPO_ROOT } from '../support/env';
import { startJourneyGateway, type JourneyGateway } from '../support/journey-gateway';

const UNAVAILABLE = 'This area is unavailable right now';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

let gateway: JourneyGateway;
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
  gateway = await startJourneyGateway({ DATA_DIR: join(dir, 'data'), REGISTRY_FILE: registryFile, PROXY_TIMEOUT_MS: '3000' });
  base = gateway.base;
});

test.afterAll(async () => {
  gateway?.stop();
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
