// The landing is prerendered: the browser paints it from the HTML before any script has run, the app
// takes its place once the community area has mounted, and nothing clicked in between is lost.
import { expect, test, type Page } from '@playwright/test';
import { holdArea } from '../support/hold-area';

/** True while the page is the document first loaded (a full page load would lose the flag). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __firstDocument: boolean }).__firstDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __firstDocument?: boolean }).__firstDocument === true);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing is painted from the HTML: navbar, hero and footer', async ({ page }) => {
    await page.goto('/bullpen');
    await expect(page.getByRole('heading', { level: 1, name: 'Bullpen', exact: true })).toBeVisible();
    await expect(page.getByText('Learn from the people who hire.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/events');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('on a phone the prerendered navbar shows the menu button, not the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/bullpen');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeHidden();
  });
});

test('the app takes the prerendered page’s place once the area has mounted', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/bullpen');
  await expect(page.locator('#bp-prerendered')).toHaveCount(0);
  await expect(page.locator('link[data-prerendered]')).toHaveCount(0);
  // The app's own page: one navbar, the account controls, the bank's size from the API.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^\d+\+$/);
  await expect(page.locator('[data-area="community"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a link clicked before the app shows is followed by the router, without a page load', async ({ page }) => {
  const releaseArea = await holdArea(page, 'community');
  await page.goto('/bullpen', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#bp-prerendered')).toBeVisible();
  await markDocument(page);
  await page.locator('#bp-prerendered').getByRole('link', { name: 'Explore Events' }).click();
  // Held while the app is not there: still the landing, still the prerendered page.
  await expect(page).toHaveURL(/\/bullpen$/);
  await expect(page.locator('#bp-prerendered')).toBeVisible();
  // Followed once the app shows.
  releaseArea();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/events$/);
  expect(await sameDocument(page)).toBe(true);
});

test('on a phone, the menu tapped before the app shows opens once it does', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const releaseArea = await holdArea(page, 'community');
  await page.goto('/bullpen', { waitUntil: 'domcontentloaded' });
  await page.locator('#bp-prerendered').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.locator('#bp-prerendered')).toBeVisible();
  await expect(menu).toBeHidden();
  releaseArea();
  await expect(menu).toBeVisible({ timeout: 15_000 });
  await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
});
