// One page that has shown every area downloads React, React DOM, the router, TanStack Query, Chakra and
// emotion once, from the shell, and never a remote's fallback copy of a library the shell shares.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/signed-in';

const SINGLETONS = ['react', 'react-dom', 'react-router', '@tanstack/react-query', '@chakra-ui/react', '@emotion/react'];
/** Every package the builds share (tools/mf-shared.cjs). */
const SHARED_PACKAGES = [...SINGLETONS, 'react-router-dom', 'zustand'];
const REMOTES = ['community', 'practice', 'prep', 'company', 'admin'];

interface BuildGraph {
  chunks: Record<string, { files: string[]; packages: string[] }>;
}

/** Client-side navigation, as a link inside an area does it: the page (and what it loaded) stays. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Build (`shell` or a remote's name) and file name of a script URL served by the gateway. */
function builtFile(url: string): { build: string; file: string } | null {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/(?<build>[a-z]+)\/(?<file>[^/]+\.js)$/.exec(pathname)?.groups;
  if (remote?.build && remote.file) return { build: remote.build, file: remote.file };
  const shell = /^\/(?<file>[^/]+\.js)$/.exec(pathname)?.groups;
  return shell?.file ? { build: 'shell', file: shell.file } : null;
}

test.use({ signedInAs: 'admin' });

test('every area shown in one session: each shared library downloaded once, from the shell', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await page.goto('/bullpen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'AI Hub' }).first().click();
  // The page's own title: the landing (still shown while the next area loads) and the footer have an "AI Hub" heading too.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'AI Hub', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  for (const [path, heading] of [
    ['/personalizedPrep', 'Personalized Prep'],
    ['/company/analytics', 'Talent Dashboard'],
    ['/admin', 'AI Hub Admin'],
    ['/bullpen', 'Bullpen'],
  ] as const) {
    await navigate(page, path);
    await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/bullpen$/);

  // What each downloaded file holds, from the build graphs the builds publish beside their files.
  const graphs = new Map<string, BuildGraph>();
  for (const build of ['shell', ...REMOTES]) {
    const response = await page.request.get(build === 'shell' ? '/build-graph.json' : `/mfe/${build}/build-graph.json`);
    expect(response.ok()).toBe(true);
    graphs.set(build, (await response.json()) as BuildGraph);
  }
  const packagesOf = ({ build, file }: { build: string; file: string }) => {
    const chunk = Object.values(graphs.get(build)?.chunks ?? {}).find((c) => c.files.includes(file));
    return chunk?.packages ?? [];
  };

  // No file twice.
  expect(scripts.length).toBe(new Set(scripts).size);
  const downloaded = scripts.map(builtFile).filter((f): f is { build: string; file: string } => f !== null);
  // Every area's remote was loaded in this session.
  expect(new Set(downloaded.map((f) => f.build))).toEqual(new Set(['shell', ...REMOTES]));

  for (const pkg of SINGLETONS) {
    const holders = downloaded.filter((f) => packagesOf(f).includes(pkg));
    expect(holders.length, `${pkg} downloaded`).toBeGreaterThan(0);
    expect(new Set(holders.map((f) => f.build)), `builds whose copy of ${pkg} was downloaded`).toEqual(new Set(['shell']));
  }
  for (const file of downloaded.filter((f) => f.build !== 'shell')) {
    expect(packagesOf(file).filter((pkg) => SHARED_PACKAGES.includes(pkg)), `${file.build}/${file.file}`).toEqual([]);
  }
});
