// A remote that cannot be reached, or crashes while mounting, takes down only its own slot.
import { expect, test } from '../support/signed-in';

const UNAVAILABLE = 'This area is unavailable right now';

test('an unreachable practice manifest shows the notice with Retry; other areas keep working; Retry recovers', async ({ page }) => {
  await page.route('**/mfe/practice/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/interviews');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The navbar and the community area still work.
  await page.getByRole('link', { name: 'Bullpen home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();

  await page.unroute('**/mfe/practice/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

test.describe(() => {
  // The admin area is for admins only.
  test.use({ signedInAs: 'admin' });
  test('a remote whose code throws while mounting shows the notice in its slot only', async ({ page }) => {
    // The admin remote's entry script throws as soon as it runs.
    await page.route('**/mfe/admin/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("admin remote is broken");' }),
    );
    await page.goto('/admin');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  });
});

test('a manifest that is not JSON is reported the same way', async ({ page }) => {
  await page.route('**/mfe/company/mf-manifest.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":' }),
  );
  await page.goto('/company/login');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
});
