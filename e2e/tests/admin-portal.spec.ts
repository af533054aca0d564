// An admin's journey: real figures, a premium grant that opens /training to the user, an event that
// then shows on /events, the audit log of both, and the LinkedIn banner downloaded as a PNG.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/signed-in';
import { E2E_PASSWORD, createConfirmedUser, logIn, uniqueEmail } from '../support/accounts';

test.use({ signedInAs: 'admin' });

test('an admin grants premium to a user, who can then open /training', async ({ page, browser, request }) => {
  const email = uniqueEmail('upgraded');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName: 'Una Upgraded' });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'AI Hub Admin' })).toBeVisible();
  await expect(page.getByTestId('stat-card').filter({ hasText: 'Users' }).first()).toContainText(/\d/);
  await page.getByRole('button', { name: /User Management/ }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByText('Premium').click();
  await expect(page.getByText('Granted premium')).toBeVisible();

  // A context of its own, not signed in as the admin.
  const user = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await logIn(user, email, E2E_PASSWORD);
  await expect(user).toHaveURL(/\/profile$/);
  await user.goto('/training');
  await expect(user).toHaveURL(/\/training$/);
  await expect(user.getByText('Premium access required for this feature')).toHaveCount(0);

  await page.getByRole('button', { name: /Audit Log/ }).click();
  await expect(page.getByRole('region', { name: 'Audit Log' }).getByText(`premium · ${email}`)).toBeVisible();
});

test('an admin creates an event that then shows on /events', async ({ page }) => {
  const title = `Breaking into Private Credit ${Date.now().toString(36)}`;
  await page.goto('/admin?tool=events');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByText(/Title/).first()).toBeVisible();
  await expect(page.getByText('Event not saved')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill('2030-05-20');
  await dialog.getByLabel('Time').fill('18:00–19:00 CET');
  await dialog.getByLabel('Description').fill('Direct lending, covenants and how analysts move into private credit funds.');
  await dialog.getByLabel('Speakers (one per line)').fill('Nina Park, Partner');
  await dialog.getByLabel('Registration link').fill('https://events.example.com/private-credit');
  await dialog.getByLabel('Spotify link').fill('https://open.spotify.com/show/bullpen');
  await dialog.getByLabel('YouTube link').fill('https://www.youtube.com/@bullpen');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Event Manager' }).getByText(title)).toBeVisible();

  await page.goto('/events');
  await expect(page.getByText(title)).toBeVisible();
});

test('the LinkedIn background downloads as a PNG of the banner', async ({ page }) => {
  await page.goto('/admin/linkedin-background');
  await expect(page.getByTestId('banner-canvas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the community site' })).toHaveAttribute('href', '/bullpen');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Background' }).click()]);
  expect(download.suggestedFilename()).toBe('bullpen-ai-hub-coming-soon.png');
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // 1500 × 500: the width and height in the PNG header.
  expect(bytes.readUInt32BE(16)).toBe(1500);
  expect(bytes.readUInt32BE(20)).toBe(500);
});
