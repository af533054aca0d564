// Every remote area renders each route it owns (its main heading), inside the shell's navbar and footer,
// for someone who may open it: guarded routes are visited signed in with the role they need.
import { expect, test, type Role } from '../support/signed-in';

const ROUTES: Array<[path: string, heading: string, signedInAs?: Role]> = [
  ['/bullpen', 'Bullpen'],
  ['/events', 'Events'],
  ['/bullpen/terms-of-service', 'Terms of Service'],
  ['/pricing', 'Pricing'],
  ['/demo', 'AI Hub Demo'],
  ['/aihub', 'AI Hub'],
  ['/interviews', 'Mock Interview'],
  ['/skills', 'Your Performance Insights'],
  ['/leaderboard', 'Leaderboard'],
  // Premium routes: admins count as premium.
  ['/specialization/Investment%20Banking', 'Investment Banking', 'admin'],
  ['/interview/Investment%20Banking/Technical', 'Investment Banking — Technical Interview', 'admin'],
  ['/training', 'Skill Challenges', 'admin'],
  ['/skill-games', 'Skill Games', 'admin'],
  ['/personalizedPrep', 'Personalized Prep', 'student'],
  // A new student has no prep yet: the dashboard and analysis say so.
  ['/DashboardPersonalizedPrep', 'No Personalized Prep Found', 'student'],
  ['/AnalysisPersonalizedPrep', 'No Analysis Available', 'student'],
  ['/company/login', 'Company Login'],
  ['/company/contact', 'Request Company Access'],
  ['/company-forgot-password', 'Reset Company Password'],
  ['/company/analytics', 'Talent Dashboard', 'recruiter'],
  ['/company/candidate/3', 'Candidate Profile', 'recruiter'],
  // Candidate 3 has not opted in to recruiters in a fresh database.
  ['/company/chat/3', 'Candidate not found', 'recruiter'],
  ['/admin', 'AI Hub Admin', 'admin'],
  ['/admin/linkedin-background', 'LinkedIn Background', 'admin'],
];

for (const [path, heading, role] of ROUTES) {
  test.describe(() => {
    test.use({ signedInAs: role });
    test(`${path} shows "${heading}"${role ? ` to a signed-in ${role}` : ''}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Bullpen. All rights reserved.');
    });
  });
}

test('a visitor opening a guarded route is sent to log in first', async ({ page }) => {
  for (const [path, heading, role] of ROUTES) {
    if (!role) continue;
    await page.goto(path);
    await expect(page).toHaveURL(role === 'recruiter' ? /\/company\/login$/ : /\/login$/);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  }
});

test.describe('aliases', () => {
  test.use({ signedInAs: 'admin' });
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
