// An admin uploads the demo video on /demo?admin=true; a visitor then watches it in the player.
import { E2E_BASE_URL } from '../support/env';
import { test, expect } from '../support/signed-in';

/** A few bytes opening with an MP4 `ftyp` box: enough for the browser's and the server's checks. */
function smallMp4(): Buffer {
  const bytes = Buffer.alloc(2048, 0);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]).copy(bytes);
  return bytes;
}

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('uploads a small video, is told it is complete, and a visitor then watches it', async ({ page, browser }) => {
    await page.goto('/demo?admin=true');
    await expect(page.getByRole('heading', { name: 'Upload a new demo video' })).toBeVisible();
    const input = page.getByLabel('Demo video file');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await expect(page.getByText('Invalid File Type')).toBeVisible();

    await input.setInputFiles({ name: 'demo.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
    await expect(page.getByText('Upload Complete')).toBeVisible();
    const uploaded = page.locator('#demo-video video');
    await expect(uploaded).toHaveAttribute('src', /^\/files\/videos\/demo-.+\.mp4$/);
    const src = await uploaded.getAttribute('src');

    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/demo#demo-video');
    const player = visitorPage.locator('#demo-video video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', src!);
    const file = await visitorPage.request.get(src!);
    expect(file.headers()['content-type']).toBe('video/mp4');
    await expect(visitorPage.getByRole('button', { name: 'Choose video file' })).toHaveCount(0);
    await visitor.close();
  });
});
