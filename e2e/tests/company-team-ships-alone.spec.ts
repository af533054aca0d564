// The company team ships its area alone: a new screen and route with Chakra components no other area
// uses and a dependency of its own, built from its folder only, checked with check-deploy and put live
// by pointing the registry at it, beside the shell and the other areas exactly as deployed. A build that
// needs a major the shell does not provide is refused in its slot, before it loads.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Registry } from '@bullpen/shared/runtime';
import { startJourneyGateway, type JourneyGateway } from '../support/journey-gateway';
import { NEXT_MAJOR_RELEASE, NEXT_MAJOR_ZUSTAND, TEAM_RELEASE, TEAM_RELEASES_DIR } from '../support/team-releases';
import { checkDeploy } from '../../tools/check-deploy';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 13;
const BASE = `http://127.0.0.1:${PORT}`;
let gateway: JourneyGateway;
let registryFile: string;
let deployed: Registry;

/** Points the registry's company entry at a release, as the team's deploy step does. */
function pointCompanyAt(release: string) {
  const registry: Registry = structuredClone(deployed);
  const company = registry.remotes.find((remote) => remote.name === 'company');
  if (!company) throw new Error('no company remote in the registry');
  company.manifest = `/releases/${release}/mf-manifest.json`;
  writeFileSync(registryFile, JSON.stringify(registry));
}

/** Console errors a page logs; a remote that fell back to its own Chakra logs a ContextError. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const buildLabel = (page: Page) => page.getByTestId('build-label').filter({ visible: true });

test.beforeAll(async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bullpen-team-'));
  registryFile = join(dir, 'registry.json');
  deployed = (await (await request.get('/registry.json')).json()) as Registry;
  writeFileSync(registryFile, JSON.stringify(deployed));
  gateway = await startJourneyGateway({ DATA_DIR: join(dir, 'data'), REGISTRY_FILE: registryFile, RELEASES_DIR: TEAM_RELEASES_DIR, PUBLIC_URL: BASE }, PORT);
});

test.afterAll(() => {
  gateway?.stop();
});

test('the team checks its release against the deployed shell before it points the registry at it', async () => {
  const fits = await checkDeploy(join(TEAM_RELEASES_DIR, TEAM_RELEASE.name), BASE);
  expect(fits.lines.join('\n')).toMatch(/^fits: company/);
  expect(fits.fits).toBe(true);
  const refused = await checkDeploy(join(TEAM_RELEASES_DIR, NEXT_MAJOR_RELEASE.name), BASE);
  expect(refused.fits).toBe(false);
  expect(refused.lines.join('\n')).toContain(`it needs zustand ^${NEXT_MAJOR_ZUSTAND}, this shell provides 5.`);
});

test('a new screen with components no other area uses works beside the deployed shell and areas', async ({ page }) => {
  const errors = consoleErrors(page);
  pointCompanyAt(TEAM_RELEASE.name);

  await page.goto(`${BASE}/company/team-news`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team news from the recruiting team' })).toBeVisible();
  await expect(buildLabel(page)).toContainText(TEAM_RELEASE.label);
  await expect(page.getByText('Press Ctrl + K to search candidates.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Team news')).toBeVisible();
  // The rating group runs a state machine: choosing a star is heard by the screen.
  await expect(page.getByText('Not rated yet')).toBeVisible();
  const stars = page.getByRole('radio');
  await expect(stars).toHaveCount(5);
  await stars.nth(3).click();
  await expect(page.getByText('You rated it 4 of 5')).toBeVisible();

  // The area's other screens, and the other areas, work as before.
  await page.getByRole('link', { name: 'Recruiters' }).click();
  await expect(page).toHaveURL(`${BASE}/company/login`);
  await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
  await page.goto(`${BASE}/aihub`);
  await expect(buildLabel(page)).toContainText('practice');
  expect(errors.filter((text) => /ChakraProvider|useContext|ContextError/.test(text))).toEqual([]);
});

test('a release built for a major the shell does not provide is refused in its slot, and the rest works', async ({ page }) => {
  pointCompanyAt(NEXT_MAJOR_RELEASE.name);

  await page.goto(`${BASE}/company/login`);
  await expect(page.getByText('This area is unavailable right now')).toBeVisible();
  await expect(page.getByText(`it needs zustand ^${NEXT_MAJOR_ZUSTAND}, this shell provides 5.`, { exact: false })).toBeVisible();
  // The navbar still leads elsewhere.
  await page.getByRole('link', { name: 'AI Hub' }).first().click();
  await expect(page).toHaveURL(`${BASE}/aihub`);
  await expect(buildLabel(page)).toContainText('practice');
});
