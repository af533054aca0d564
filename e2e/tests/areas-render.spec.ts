// Every remote area renders each route it owns, inside the shell's navbar and footer.
import { expect, test } from '@playwright/test';

const ROUTES: Array<[path: string, heading: string]> = [
  ['/bullpen', 'Bullpen'],
  ['/events', 'Events'],
  ['/bullpen/terms-of-service', 'Terms of Service'],
  ['/pricing', 'Pricing'],
  ['/demo', 'AI Hub Demo'],
  ['/aihub', 'AI Hub'],
  ['/interviews', 'Mock Interview'],
  ['/skills', 'Your Performance Insights'],
  ['/leaderboard', 'Leaderboard'],
  ['/specialization/Investment%20Banking', 'Investment Banking'],
  ['/interview/Investment%20Banking/Technical', 'Investment Banking — Technical Interview'],
  ['/training', 'Skill Challenges'],
  ['/skill-games', 'Skill Games'],
  ['/personalizedPrep', 'Personalized Prep'],
  ['/DashboardPersonalizedPrep', 'Your Personalized Prep'],
  ['/AnalysisPersonalizedPrep', 'Interview Analysis'],
  ['/company/login', 'Company Login'],
  ['/company/contact', 'Request Company Access'],
  ['/company-forgot-password', 'Reset Company Password'],
  ['/company/analytics', 'Talent Dashboard'],
  ['/company/candidate/3', 'Candidate Profile'],
  ['/company/chat/3', 'Candidate Chat'],
  ['/admin', 'AI Hub Admin'],
  ['/admin/linkedin-background', 'LinkedIn Background'],
];

for (const [path, heading] of ROUTES) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bullpen. All rights reserved.');
  });
}

test('aliases lead to their real routes', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page).toHaveURL(/\/bullpen\/terms-of-service$/);
  await page.goto('/company-analytics');
  await expect(page).toHaveURL(/\/company\/analytics$/);
  await page.goto('/company-chat/1');
  await expect(page).toHaveURL(/\/company\/chat\/1$/);
  await page.goto('/admin-hub');
  await expect(page).toHaveURL(/\/admin$/);
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
