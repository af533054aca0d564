// Holds a remote area back (its remoteEntry.js) until the test itself lets it load, so whatever shows
// before the area has mounted (the prerendered landing) stays on screen however slow the machine is.
import type { Page } from '@playwright/test';

/** Returns `release`: until it is called, the area's entry script does not arrive. */
export async function holdArea(page: Page, area: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/mfe/${area}/remoteEntry.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
