// A visitor joins the AI Hub waitlist on the demo page, and is welcomed again when signing up twice.
import { expect, test } from '@playwright/test';

test('a visitor joins the waitlist and sees the thank-you dialog, also the second time', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub Demo' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Join the waitlist' });

  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(form.getByText('Please enter your email address')).toBeVisible();

  const email = `waitlist+${Date.now()}@example.com`;
  for (const attempt of [1, 2]) {
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(dialog.getByText("We'll notify you when our MVP is ready.")).toBeVisible();
    if (attempt === 2) await expect(dialog.getByText('already on the waitlist')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  }
});

test('the demo page has its sections and anchors', async ({ page }) => {
  await page.goto('/demo#platform-features');
  await expect(page.locator('#platform-features')).toBeInViewport();
  for (const feature of ['AI Interview Simulation', 'Gamified Skills Assessment', 'Performance Analytics', 'Leaderboard']) {
    await expect(page.locator('#platform-features').getByRole('heading', { name: feature })).toBeVisible();
  }
  await page.goto('/demo/anything/below');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub Demo' })).toBeVisible();
});

test('Alt+Shift+A opens admin mode, where a visitor is told why there is no upload', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub Demo' })).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyA');
  await expect(page).toHaveURL(/\/demo\?admin=true$/);
  await expect(page.getByText('Only admins can upload the demo video. Log in with an admin account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose video file' })).toHaveCount(0);
});
