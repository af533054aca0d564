// A person moves between areas with the navbar, footer and Back button without a full page load.
import { expect, test } from '../support/signed-in';

test('navbar and footer navigation across areas never reloads the page, and Back works', async ({ page }) => {
  await page.goto('/aihub');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __bullpenMarker: string }).__bullpenMarker = 'still here';
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mock Interview' }).click();
  await expect(page).toHaveURL(/\/interviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();

  await page.getByRole('link', { name: 'Bullpen home' }).click();
  await expect(page).toHaveURL(/\/bullpen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Recruiter login' }).click();
  await expect(page).toHaveURL(/\/company\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Login' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/bullpen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/interviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __bullpenMarker?: string }).__bullpenMarker)).toBe('still here');
});

test('exactly one React renderer is loaded on a page that has shown three areas', async ({ page }) => {
  await page.addInitScript(() => {
    // A stand-in for React DevTools' hook: every copy of react-dom registers itself here.
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
  await page.goto('/bullpen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullpen' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Hub' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recruiter login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company Login' })).toBeVisible();

  const renderers = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...hook.renderers.values()].map((r) => r.version);
  });
  expect(renderers).toHaveLength(1);

  // The Module Federation share scope holds exactly one loaded copy of React.
  const reactCopies = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }).__FEDERATION__;
    const copies = new Set<string>();
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [version, entry] of Object.entries(instance.default?.react ?? {})) {
        if (entry.loaded || entry.lib) copies.add(version);
      }
    }
    return [...copies];
  });
  expect(reactCopies).toHaveLength(1);
});

test('on a phone the navbar folds into a menu with Log In', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/aihub');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Log In' })).toBeVisible();
  await mobile.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(mobile).toBeHidden();
});

test.describe(() => {
  // The prep screens need a login.
  test.use({ signedInAs: 'student' });
  test('the navbar is hidden on the personalized prep screens', async ({ page }) => {
    await page.goto('/personalizedPrep');
    await expect(page.getByRole('heading', { level: 1, name: 'Personalized Prep' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});
