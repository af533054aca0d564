// Guarded routes: visitors are sent to log in and brought back; signed-in users without the right
// role are told what they lack.
import { expect, test } from '@playwright/test';
import { createConfirmedUser, logIn, signedInContext, uniqueEmail } from '../support/accounts';

const PASSWORD = 'guard-pass-1';

test('a visitor opening /training logs in and, without premium, lands on /pricing?access=required', async ({ page }) => {
  const email = uniqueEmail('trainee');
  await createConfirmedUser(page.request, { email, password: PASSWORD });

  await page.goto('/training');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skill Challenges' })).toHaveCount(0);

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/pricing\?access=required$/);
  // The pricing page's notice; the guard's toast says the same while it shows.
  await expect(page.getByRole('main').getByText('Premium access required for this feature')).toBeVisible();
});

test('a visitor opening /personalizedPrep sees the prep variant of the login and comes back after logging in', async ({ page }) => {
  const email = uniqueEmail('prepper');
  await createConfirmedUser(page.request, { email, password: PASSWORD });

  await page.goto('/personalizedPrep');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Continue your Personalized Prep journey' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/personalizedPrep$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalized Prep' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('post_login_redirect'))).toBeNull();
});

test('a signed-in student is kept out of admin and recruiter areas, and /register and /login lead to the profile', async ({ browser, request }) => {
  const context = await signedInContext(browser, request, uniqueEmail('student'));
  const page = await context.newPage();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Hub Admin' })).toHaveCount(0);

  await page.goto('/company/analytics');
  await expect(page).toHaveURL(/\/company\/login$/);
  await expect(page.getByText('Company account required')).toBeVisible();

  await page.goto('/register');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await context.close();
});

test('the profile needs a login, and signing out from the phone menu really signs out', async ({ browser, request }) => {
  const email = uniqueEmail('mobile');
  const context = await signedInContext(browser, request, email);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/aihub');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await context.close();
});

test('in demo mode premium screens open to visitors and ?creator=true is remembered; without it neither', async ({ page }) => {
  await page.goto('/bullpen?creator=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('creatorAccess'))).toBeNull();

  // The e2e gateway runs without DEMO_MODE; its config is played with the flag on.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), demoMode: true } });
  });
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill Challenges' })).toBeVisible();
  await expect(page).toHaveURL(/\/training$/);
  await page.goto('/bullpen?creator=true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('creatorAccess'))).toBe('true');
});
