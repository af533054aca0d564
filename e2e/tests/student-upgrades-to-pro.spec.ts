// A student upgrades to Pro without online payment (the e2e gateway runs without Stripe): a premium
// screen sends them to /pricing, which says why; they request Pro access; an admin grants it in User
// Management; back in their open browser, the profile shows Pro and the premium screen opens.
import { expect, test } from '@playwright/test';
import { signedInContext, uniqueEmail } from '../support/accounts';
import { E2E_ADMIN_EMAIL } from '../support/env';

test('a student requests Pro, an admin grants it, and the student opens a premium screen', async ({ browser, request }) => {
  const email = uniqueEmail('upgrade');
  const student = await signedInContext(browser, request, email);
  const page = await student.newPage();

  await page.goto('/skill-games');
  await expect(page).toHaveURL(/\/pricing\?access=required$/);
  await expect(page.getByText('Premium access required for this feature').first()).toBeVisible();
  await expect(page.getByText(/Request Pro access below and an admin will unlock it for you/)).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  await pro.getByRole('button', { name: 'Request Pro access' }).click();
  await expect(pro.getByRole('button', { name: 'Pro access requested' })).toBeDisabled();
  await expect(page.getByText(/An admin will review your request soon/).first()).toBeVisible();

  const admin = await signedInContext(browser, request, E2E_ADMIN_EMAIL);
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin?tool=users');
  const requests = adminPage.getByRole('list', { name: 'Pro requests' });
  await requests.getByRole('button', { name: `Grant for ${email}` }).click();
  await expect(adminPage.getByText('Pro granted')).toBeVisible();
  await expect(requests.getByRole('button', { name: `Grant for ${email}` })).toHaveCount(0);
  await admin.close();

  // The student's page was loaded before the grant: the profile reloads the account's roles.
  await page.getByRole('link', { name: 'Profile' }).first().click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Start Practicing' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Skill Games' }).click();
  await expect(page).toHaveURL(/\/skill-games$/);
  await expect(page.getByRole('heading', { name: 'Skill Games', level: 1 })).toBeVisible();
  await student.close();
});
