// Independent deployment: pointing one registry entry at another build changes that area on the next load.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Registry } from '@bullpen/shared/runtime';
import { startJourneyGateway, type JourneyGateway } from '../support/journey-gateway';
import { ALT_BUILD_LABEL, ALT_RELEASE_NAME, ALT_RELEASES_DIR } from '../support/global-setup';

const PORT = 8191;
const BASE = `http://127.0.0.1:${PORT}`;
let gateway: JourneyGateway;
let registryFile: string;

// The label a person sees: while the app takes over the prerendered landing, both copies are in the page.
const buildLabel = (page: Page) => page.getByTestId('build-label').filter({ visible: true });

test.beforeAll(async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bullpen-deploy-'));
  registryFile = join(dir, 'registry.json');
  const registry = (await (await request.get('/registry.json')).json()) as Registry;
  writeFileSync(registryFile, JSON.stringify(registry));
  gateway = await startJourneyGateway({ DATA_DIR: join(dir, 'data'), REGISTRY_FILE: registryFile, RELEASES_DIR: ALT_RELEASES_DIR }, PORT);
});

test.afterAll(() => {
  gateway?.stop();
});

test('swapping the community entry to a second build shows its label after reload, with no rebuild', async ({ page }) => {
  await page.goto(`${BASE}/bullpen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await expect(buildLabel(page)).not.toContainText(ALT_BUILD_LABEL);

  const registry = JSON.parse(await (await fetch(`${BASE}/registry.json`)).text()) as Registry;
  const community = registry.remotes.find((r) => r.name === 'community');
  if (!community) throw new Error('no community remote in the registry');
  community.manifest = `/releases/${ALT_RELEASE_NAME}/mf-manifest.json`;
  writeFileSync(registryFile, JSON.stringify(registry));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await expect(buildLabel(page)).toContainText(ALT_BUILD_LABEL);
  // Other areas are untouched.
  await page.goto(`${BASE}/aihub`);
  await expect(buildLabel(page)).toContainText('practice');
});
