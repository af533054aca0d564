// A company that is not on Bullpen yet asks for access, and a recruiter who forgot the password asks
// for a reset link: both from the company portal's own screens.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { mailsTo } from '../support/mailbox';
import { E2E_ADMIN_EMAIL, E2E_COMPANY_DOMAIN } from '../support/env';

test('a company requests access and both e-mails go out', async ({ page, request }) => {
  const email = uniqueEmail('hiring', 'acme-capital.example');
  await page.goto('/company/contact');
  const form = page.getByRole('form', { name: 'Request company access' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();

  await form.getByLabel('Name').fill('Hana Hiring');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Company').fill('Acme Capital');
  await form.getByLabel('How do you hire?').fill('We hire ten analysts a year and would like to meet candidates on Bullpen.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Request Sent')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  // The confirmation to the requester, and the notification to the team (the first admin address).
  await expect.poll(async () => (await mailsTo(request, email)).length).toBeGreaterThan(0);
  await expect.poll(async () => (await mailsTo(request, E2E_ADMIN_EMAIL)).some((mail) => JSON.stringify(mail).includes(email))).toBe(true);
});

test('a recruiter asks for a password reset link from the company portal', async ({ page }) => {
  await page.goto('/company/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/company-forgot-password$/);
  const form = page.getByRole('form', { name: 'Reset company password' });
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email missing')).toBeVisible();
  await form.getByLabel('Company email').fill(uniqueEmail('forgetful', E2E_COMPANY_DOMAIN));
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password recovery email sent!')).toBeVisible();
});
