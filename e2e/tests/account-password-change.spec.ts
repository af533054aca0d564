// Passwords stay with whoever holds the mailbox: a student changes the password on the profile (with the
// code sent by mail once the sign-in is older than a few minutes), and the owner of an address that was
// signed up twice confirms it and chooses the password.
import { expect, test } from '@playwright/test';
import { createConfirmedUser, E2E_PASSWORD, logIn, signedInContext, uniqueEmail } from '../support/accounts';
import { authLinkFor, mailsTo } from '../support/mailbox';

const signIn = (request: import('@playwright/test').APIRequestContext, email: string, password: string) =>
  request.post('/auth/v1/token?grant_type=password', { headers: { apikey: 'bullpen-embedded-anon' }, data: { email, password } });

test('on a phone, a student changes the password on the profile with the code sent by mail', async ({ browser, request }) => {
  const email = uniqueEmail('changer');
  const context = await signedInContext(browser, request, email);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  // The sign-in is seconds old; the server answers as it does for a sign-in older than RECENT_SIGN_IN_WINDOW.
  await page.route('**/auth/v1/user', async (route) => {
    const body = route.request().method() === 'PUT' ? (route.request().postDataJSON() as { nonce?: string }) : {};
    if (route.request().method() !== 'PUT' || body.nonce) return route.continue();
    return route.fulfill({
      status: 400,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      json: { code: 'reauthentication_needed', error_code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
    });
  });

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^New password/).fill('changed-pass-2');
  await form.getByLabel(/^Confirm new password/).fill('changed-pass-2');
  await form.getByRole('button', { name: 'Change Password' }).click();

  await expect(form.getByText(`changing the password needs the 6-digit code we sent to ${email}`)).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((m) => m.subject === 'Your Bullpen verification code');
      code = mail?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  const codeField = form.getByLabel(/^Code from the e-mail/);
  await codeField.fill('12');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The code is the 6 digits from the e-mail')).toBeVisible();
  await codeField.fill(code!);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password has been updated successfully!')).toBeVisible();
  await expect(codeField).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  expect((await signIn(request, email, 'changed-pass-2')).status()).toBe(200);
  expect((await signIn(request, email, E2E_PASSWORD)).status()).toBe(400);
  await context.close();
});

test('an address signed up twice keeps neither password: its owner confirms it and chooses one', async ({ page, request }) => {
  const email = uniqueEmail('mailbox-owner');
  // Someone else signs the address up first, then its owner does.
  for (const password of ['intruder-pass-1', 'owner-pass-1']) {
    const signup = await request.post('/auth/v1/signup', { headers: { apikey: 'bullpen-embedded-anon' }, data: { email, password } });
    expect(signup.ok()).toBe(true);
  }
  for (const password of ['intruder-pass-1', 'owner-pass-1']) expect((await signIn(request, email, password)).status()).toBe(400);

  await page.goto(await authLinkFor(request, email, /choose a password/i));
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel(/^New password/).fill('chosen-pass-1');
  await form.getByLabel(/^Confirm new password/).fill('chosen-pass-1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password has been updated successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, 'chosen-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  for (const password of ['intruder-pass-1', 'owner-pass-1']) expect((await signIn(request, email, password)).status()).toBe(400);
});

test('a confirmed account signed up again keeps its password', async ({ request }) => {
  const email = uniqueEmail('kept');
  await createConfirmedUser(request, { email, password: 'kept-pass-1' });
  await request.post('/auth/v1/signup', { headers: { apikey: 'bullpen-embedded-anon' }, data: { email, password: 'other-pass-1' } });
  expect((await signIn(request, email, 'kept-pass-1')).status()).toBe(200);
});
