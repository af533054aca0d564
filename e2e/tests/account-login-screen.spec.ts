// The login screen's own checks and messages, the reset page without a valid link, and the password gate.
import { expect, test } from '@playwright/test';

test('the Sign Up tab asks for matching passwords and the terms', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full name').fill('Sam Visitor');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel(/^Password/).fill('secret-1');
  await form.getByLabel('Confirm password').fill('secret-2');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText("Passwords don't match. Please try again.")).toBeVisible();
  await expect(form.getByText('Please agree to the terms and conditions to continue.')).toBeVisible();
});

test('the forgot-password dialog asks for an e-mail address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email missing')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
});

test('wrong credentials are refused with the login error', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('nobody@example.com');
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(form.getByText('Failed to login. Please check your credentials.')).toBeVisible();
});

test('only the providers the gateway is configured with are offered: Google in this run, not LinkedIn', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
});

test('an error returned to /auth/callback is shown as an authentication error', async ({ page }) => {
  await page.goto('/auth/callback#error=access_denied&error_description=Provider+not+configured');
  await expect(page.getByText('Authentication error')).toBeVisible();
  await expect(page.getByText('Provider not configured')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/callback$/);
});

test('/reset-password without a recovery link is an invalid link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('with the gate on, the practice areas ask for the shared password first', async ({ page }) => {
  // The e2e gateway runs without GATE_PASSWORD, so the gate's answers are played here.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), gateEnabled: true } });
  });
  await page.route('**/api/gate', (route) => {
    const { password } = route.request().postDataJSON() as { password: string };
    return password === 'open sesame'
      ? route.fulfill({ json: { token: 'gate-token-1' } })
      : route.fulfill({ status: 401, json: { error: { code: 'incorrect_password', message: 'Incorrect password' } } });
  });
  await page.route('**/api/gate/verify', (route) =>
    route.request().headers()['x-gate-token'] === 'gate-token-1'
      ? route.fulfill({ json: { valid: true } })
      : route.fulfill({ status: 401, json: { error: { code: 'invalid_gate_token', message: 'Invalid token' } } }),
  );

  await page.goto('/aihub');
  const gate = page.getByRole('alertdialog', { name: 'Password Protected' });
  await expect(gate).toContainText('Please enter the password to access this page');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();

  await gate.getByLabel('Password').fill('wrong');
  await gate.getByLabel('Password').press('Enter');
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(gate).toBeVisible();

  await gate.getByLabel('Password').fill('open sesame');
  await gate.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Access granted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('aiHubAccess'))).toBe('gate-token-1');

  // The remembered token is verified on the next load; the gate stays open.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
