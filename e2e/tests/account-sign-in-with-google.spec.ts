// Gina has a Google account and no Bullpen account: she continues with Google from the login screen,
// signs in at Google's page (a local OpenID Connect provider stands in for Google during the run,
// support/global-setup.ts) and lands on Bullpen signed in, on her new profile. Then Lina, who signed up
// with her password earlier, continues with the same verified Google address and reaches her own account.
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, E2E_PASSWORD, uniqueEmail } from '../support/accounts';

/** Clicks "Continue with Google" and signs in at the provider's page as `email`. */
async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue to Bullpen' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new student continues with Google and lands signed in on her profile', async ({ page }) => {
  const email = uniqueEmail('gina');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // Her name comes from Google; the address she signed in with is her account's.
  await expect(page.getByText('Gina', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  // The session is kept: the page reloaded is still hers.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a student who registered with her password reaches the same account through Google', async ({ page, request }) => {
  const email = uniqueEmail('lina');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName: 'Lina Password' });
  await page.goto('/register');
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Lina Password').first()).toBeVisible();
});
