// Every remote area renders each route it publishes (mfe-<name>/dist/area.json), inside the shell's navbar
// and footer, for someone who may open it: guarded routes are visited signed in with the role they need.
import type { Page } from '@playwright/test';
import { ROLE_FOR_GUARD, publishedRoutes, sampleUrl } from '../support/published-routes';
import { expect, test } from '../support/signed-in';

const ROUTES = publishedRoutes().map(({ area, route }) => ({ area, pattern: route.path, url: sampleUrl(route.path), role: ROLE_FOR_GUARD[route.guard] }));

/** What some screens show at their sample URL; every other route is checked for a screen of its own. */
const HEADINGS: Record<string, string> = {
  '/bullpen': 'Bullpen',
  '/events': 'Events',
  '/bullpen/terms-of-service': 'Terms of Service',
  '/pricing': 'Pricing',
  '/demo': 'AI Hub Demo',
  '/aihub': 'AI Hub',
  '/interviews': 'Mock Interview',
  '/skills': 'Your Performance Insights',
  '/leaderboard': 'Leaderboard',
  '/specialization/:name': 'Investment Banking',
  '/interview/:specialization/:interviewType': 'Investment Banking — Technical Interview',
  '/training': 'Skill Challenges',
  '/skill-games': 'Skill Games',
  '/personalizedPrep': 'Personalized Prep',
  // A new student has no prep yet: the dashboard and analysis say so.
  '/DashboardPersonalizedPrep': 'No Personalized Prep Found',
  '/AnalysisPersonalizedPrep': 'No Analysis Available',
  '/company/login': 'Company Login',
  '/company/contact': 'Request Company Access',
  '/company-forgot-password': 'Reset Company Password',
  '/company/analytics': 'Talent Dashboard',
  '/company/candidate/:id': 'Candidate Profile',
  // Candidate 3 has not opted in to recruiters in a fresh database.
  '/company/chat/:candidateId': 'Candidate not found',
  '/admin': 'AI Hub Admin',
  '/admin/linkedin-background': 'LinkedIn Background',
};

/** The area's own screen is in the page: a heading in main, the footer, no not-found or unavailable notice. */
async function expectAreaScreen(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Bullpen. All rights reserved.');
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);
}

test('the screens checked by heading are routes the areas publish', () => {
  const published = new Set(ROUTES.map((route) => route.pattern));
  expect(Object.keys(HEADINGS).filter((pattern) => !published.has(pattern))).toEqual([]);
});

/** The routes one area publishes for one kind of visitor: visited in turn in one browser context. */
const GROUPS = new Map<string, typeof ROUTES>();
for (const route of ROUTES) {
  const key = `${route.area}\u0000${route.role ?? ''}`;
  GROUPS.set(key, [...(GROUPS.get(key) ?? []), route]);
}

for (const routes of GROUPS.values()) {
  const { area, role } = routes[0]!;
  test.describe(() => {
    test.use({ signedInAs: role });
    test(`${area}: every route it publishes shows its screen${role ? ` to a signed-in ${role}` : ''}`, async ({ page }) => {
      for (const { pattern, url } of routes) {
        const heading = HEADINGS[pattern];
        await test.step(`${url} shows ${heading ? `"${heading}"` : 'its screen'}`, async () => {
          await page.goto(url);
          if (heading) await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
          await expectAreaScreen(page);
        });
      }
    });
  });
}

test('a visitor opening a guarded route is sent to log in first', async ({ page }) => {
  for (const { pattern, url, role } of ROUTES) {
    if (!role) continue;
    await page.goto(url);
    await expect(page).toHaveURL(role === 'recruiter' ? /\/company\/login$/ : /\/login$/);
    const heading = HEADINGS[pattern];
    if (heading) await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  }
});

test.describe('aliases', () => {
  test.use({ signedInAs: 'admin' });
  test('aliases lead to their real routes', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page).toHaveURL(/\/bullpen\/terms-of-service$/);
    await page.goto('/company-analytics');
    await expect(page).toHaveURL(/\/company\/analytics$/);
    // The spec's link opens the first conversation, or says there is none with the way back: never a blank page.
    await page.goto('/company-chat/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Chat' })).toBeVisible();
    await page.goto('/admin-hub');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('/ redirects to the community site, or to the AI hub with ?devPreview=true', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/bullpen$/);
  await page.goto('/?devPreview=true');
  await expect(page).toHaveURL(/\/aihub\?devPreview=true$/);
});

test('an unknown path shows the not-found screen with the path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});
