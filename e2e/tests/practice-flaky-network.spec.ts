// A student on a bad network (spec 01 §7, data-fetching defaults: 3 retries, 1 s backoff doubled): a
// call that fails twice is asked again until it answers, and the student sees the data, never an error;
// a call that stays down ends on the error state, whose Retry loads the data once the network is back.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/signed-in';

test.use({ signedInAs: 'student' });

/** Records, inside the page, whether `text` was ever on screen, however briefly. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((wanted) => {
    const seen = { text: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(wanted)) seen.text = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen: { text: boolean } }).__seen.text);
}

const isCall = (path: string) => (url: URL) => url.pathname === path;

test('the leaderboard arrives after two failed calls, with no error shown', async ({ page }) => {
  const wasErrorShown = await watchFor(page, 'The leaderboard could not be loaded');
  const calls: Request[] = [];
  await page.route(isCall('/api/leaderboard'), async (route) => {
    calls.push(route.request());
    if (calls.length <= 2) await route.abort('internetdisconnected');
    else await route.continue();
  });

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const board = page.getByRole('tabpanel', { name: 'Top Scorers' });
  // Whatever the board holds on this run: its rows, or the sentence of an empty board.
  await expect(board.getByRole('list', { name: 'Leaderboard' }).or(board.getByText('No data available for All Industries.'))).toBeVisible();
  expect(calls).toHaveLength(3);
  expect(await wasErrorShown()).toBe(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a dashboard whose call stays down says so, and Retry loads it once the network is back', async ({ page }) => {
  test.setTimeout(90_000);
  let down = true;
  let calls = 0;
  await page.route(isCall('/api/analytics/me'), async (route) => {
    calls += 1;
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  });

  await page.goto('/skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Performance Insights' })).toBeVisible();
  const failure = page.getByRole('alert').filter({ hasText: 'Your dashboard could not be loaded' });
  // The first call and its 3 retries, 1, 2 and 4 s apart, come before the error.
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure).toContainText('Could not reach Bullpen. Check your connection and try again.');
  expect(calls).toBe(4);

  down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(calls).toBe(5);
});
