// Pages that do not jump: every route, opened cold and reached from the navbar, on a desktop and on a
// phone, shifts its layout by at most 0.1 (Cumulative Layout Shift as Core Web Vitals counts it). The
// routes are those the registry lists, so a screen an area adds is checked without editing this file.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Guard, Registry } from '@bullpen/shared/runtime';
import { expect, test } from '../support/signed-in';
import { cumulativeLayoutShift, layoutShifts, observeLayoutShifts, pageClock, type LayoutShift } from '../support/layout-shift';

/** Core Web Vitals call up to 0.1 good. */
const LIMIT = 0.1;
/** What shifts after the network is idle (a session window closes after 1 s without a shift). */
const SETTLE_MS = 1000;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];
/** The shell's own public screens; the registry lists the areas' routes. */
const SHELL_SCREENS = ['/login', '/register', '/reset-password'];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The paths of the registry's routes behind `guards`; patterns with parameters are left out. */
async function registryPaths(request: APIRequestContext, guards: readonly Guard[]): Promise<string[]> {
  const response = await request.get('/registry.json');
  expect(response.ok()).toBe(true);
  const registry = (await response.json()) as Registry;
  const paths = registry.remotes.flatMap((remote) => remote.routes.filter((route) => guards.includes(route.guard)).map((route) => route.path));
  return paths.filter((path) => !/[:*]/.test(path));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

type Measured = { what: string; cls: number; shifts: LayoutShift[] };

/** The measurements over the limit, with what moved, for the failure message. */
const overLimit = (measured: Measured[]) =>
  measured.filter(({ cls }) => cls > LIMIT).map(({ what, cls, shifts }) => ({ what, cls: Number(cls.toFixed(3)), shifts }));

/** Opens each path in a new context (nothing cached, as a first visit) and measures its layout shift. */
async function coldLoads(browser: Browser, viewport: Viewport, paths: string[], storageState?: StorageState): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ viewport, storageState });
    await observeLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(path);
    await settle(page);
    const shifts = await layoutShifts(page);
    measured.push({ what: path, cls: cumulativeLayoutShift(shifts), shifts });
    await context.close();
  }
  return measured;
}

/** The navbar's links to other pages (anchors within a page left out), as the person at this width sees them. */
async function navbarLinks(page: Page, viewport: Viewport) {
  if (viewport.name === 'phone') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }).click();
  }
  const nav = page.getByRole('navigation', { name: viewport.name === 'phone' ? 'Mobile' : 'Main' });
  await expect(nav).toBeVisible();
  const hrefs = await nav.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return { nav, paths: hrefs.filter((href) => !href.includes('#')) };
}

test.describe('pages that do not jump', () => {
  test.slow();

  for (const viewport of VIEWPORTS) {
    test(`every public route opened cold on a ${viewport.name} (${viewport.width} px) shifts at most ${LIMIT}`, async ({ browser, request }) => {
      const paths = [...(await registryPaths(request, ['public'])), ...SHELL_SCREENS];
      expect(paths).toContain('/bullpen');
      expect(overLimit(await coldLoads(browser, viewport, paths))).toEqual([]);
    });

    test(`premium and admin routes opened cold, signed in, on a ${viewport.name} shift at most ${LIMIT}`, async ({ browser, request, roleStates }) => {
      // An admin is premium too.
      const paths = await registryPaths(request, ['premium', 'admin']);
      expect(paths).toEqual(expect.arrayContaining(['/training', '/admin']));
      expect(overLimit(await coldLoads(browser, viewport, paths, await roleStates('admin')))).toEqual([]);
    });

    test(`going from area to area through the navbar on a ${viewport.name} shifts at most ${LIMIT} per page`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      await observeLayoutShifts(context);
      const page = await context.newPage();
      await page.goto('/bullpen');
      await settle(page);
      // Each step follows the first navbar link to a page not seen yet: the landing, the account screens,
      // the practice area and back to the community's, until the navbar offers nothing new.
      const seen = new Set(['/bullpen']);
      const measured: Measured[] = [];
      for (;;) {
        const from = new URL(page.url()).pathname;
        const { nav, paths } = await navbarLinks(page, viewport);
        const next = paths.find((path) => !seen.has(path));
        if (!next) break;
        seen.add(next);
        const since = await pageClock(page);
        const link = nav.locator(`a[href="${next}"]`).first();
        // On a desktop the click comes from the page's script, not from an input device, so that Chromium
        // does not excuse the shifts of the next 500 ms as caused by the person; on a phone the tap is
        // real, as closing the menu it opened moves the page by design.
        if (viewport.name === 'desktop') await link.evaluate((element: HTMLElement) => element.click());
        else await link.click();
        await expect(page).toHaveURL((url) => url.pathname === next);
        await settle(page);
        const shifts = await layoutShifts(page, since);
        measured.push({ what: `${from} → ${next}`, cls: cumulativeLayoutShift(shifts), shifts });
      }
      expect(measured.map(({ what }) => what)).toEqual(expect.arrayContaining([expect.stringMatching(/→ \/aihub$/), expect.stringMatching(/→ \/pricing$/)]));
      expect(overLimit(measured)).toEqual([]);
      await context.close();
    });
  }
});
