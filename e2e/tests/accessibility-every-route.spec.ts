// Every route the registry lists passes axe-core with no serious or critical finding, on a phone and on
// a desktop: signed out (a guarded route then shows where it sends a visitor), and signed in with the
// role each guarded route needs. The prerendered landing, as painted before the app shows, too.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Guard, Registry } from '@bullpen/shared/runtime';
import { seriousAxeFindings } from '../support/axe';
import { holdArea } from '../support/hold-area';
import { expect, test, type Role } from '../support/signed-in';

/** Who opens a guarded route: admins count as premium. */
const ROLE_FOR: Record<Exclude<Guard, 'public'>, Role> = { auth: 'student', premium: 'admin', company: 'recruiter', admin: 'admin' };
const ROLES: readonly Role[] = ['student', 'recruiter', 'admin'];

/** Values that open a real page for each route parameter (the question bank's names, a seeded candidate). */
const PARAMETERS: Record<string, string> = {
  name: 'Investment%20Banking',
  specialization: 'Investment%20Banking',
  interviewType: 'Technical',
  id: '3',
  candidateId: '3',
  // Nobody has it: the admin's user profile then shows its error state, with its heading.
  userId: '00000000-0000-4000-8000-000000000000',
};

/** A path to visit for a route pattern: parameters filled in, a splat given a page under it. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = PARAMETERS[name];
      if (!value) throw new Error(`No value to visit "${pattern}" with: add one for :${name} to PARAMETERS`);
      return value;
    })
    .replace(/\*$/, 'anything');
}

async function registryRoutes(request: APIRequestContext): Promise<Array<{ path: string; guard: Guard }>> {
  const response = await request.get('/registry.json');
  expect(response.ok()).toBe(true);
  const registry = (await response.json()) as Registry;
  const routes = registry.remotes.flatMap((remote) => remote.routes.map(({ path, guard }) => ({ path: concretePath(path), guard })));
  expect(routes.length).toBeGreaterThan(0);
  return routes;
}

/** Opens a path and waits for its screen (the app's own, with its data); returns where it landed. */
async function openScreen(page: Page, path: string): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#bp-prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
  return new URL(page.url()).pathname;
}

/** axe's findings on each path, checked once per screen reached (guarded routes may all land on a login screen). */
async function findingsOnEvery(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  const checked = new Set<string>();
  for (const path of paths) {
    await test.step(path, async () => {
      const landed = await openScreen(page, path);
      if (checked.has(landed)) return;
      checked.add(landed);
      const where = landed === path ? path : `${path} → ${landed}`;
      findings.push(...(await seriousAxeFindings(page)).map((finding) => `${where}: ${finding}`));
    });
  }
  return findings;
}

test.use({ bypassCSP: true });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the prerendered landing, before the app shows', async ({ page }) => {
      const releaseArea = await holdArea(page, 'community');
      await page.goto('/bullpen', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#bp-prerendered')).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      releaseArea();
    });

    test('every route, signed out', async ({ page, request }) => {
      test.setTimeout(300_000);
      const routes = await registryRoutes(request);
      expect(await findingsOnEvery(page, routes.map((route) => route.path))).toEqual([]);
    });

    for (const role of ROLES) {
      test.describe(`signed in as ${role}`, () => {
        test.use({ signedInAs: role });
        test('the routes guarded for that role', async ({ page, request }) => {
          test.setTimeout(300_000);
          const routes = (await registryRoutes(request)).filter((route) => route.guard !== 'public' && ROLE_FOR[route.guard] === role);
          expect(await findingsOnEvery(page, routes.map((route) => route.path))).toEqual([]);
        });
      });
    }
  });
}
