// Recruiters (issue 19): an account outside the company domains that an admin granted the company role
// signs in at the company login and reaches the talent dashboard; a visitor's "View the demo" shows
// labelled sample candidates; the spec's /company-chat/1 link never dead-ends.
import { expect, test } from '../support/signed-in';
import { E2E_PASSWORD, createConfirmedUser, uniqueEmail } from '../support/accounts';

test.use({ signedInAs: 'admin' });

test('an admin grants the company role to a gmail-style account, which then signs in at the company login', async ({ page, browser, request }) => {
  const email = uniqueEmail('gina.recruiter', 'gmail.example');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName: 'Gina Recruiter' });
  const recruiter = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();

  async function companyLogIn() {
    await recruiter.goto('/company/login');
    const form = recruiter.getByRole('form', { name: 'Company log in' });
    await form.getByLabel('Company email').fill(email);
    await form.getByLabel(/^Password/).fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  // Before the grant, the domain rule refuses the address.
  await companyLogIn();
  await expect(recruiter.getByText('Invalid Email Domain')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/company\/login$/);

  await page.goto('/admin?tool=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByText('Company').click();
  await expect(page.getByText('Granted company')).toBeVisible();

  await companyLogIn();
  await expect(recruiter).toHaveURL(/\/company\/analytics$/);
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Talent Dashboard' })).toBeVisible();
  await expect(recruiter.getByRole('region', { name: 'Top Performers' })).toBeVisible();

  // The spec's link: with no conversation yet, it says so and leads back to the list.
  await recruiter.goto('/company-chat/1');
  await expect(recruiter.getByText('Conversation not found')).toBeVisible();
  await recruiter.getByRole('link', { name: 'Your conversations' }).click();
  await expect(recruiter).toHaveURL(/\/company\/chat$/);
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Candidate Chat' })).toBeVisible();
});

test.describe('a visitor', () => {
  test.use({ signedInAs: undefined });

  test('"View the demo" shows sample candidates labelled as demo data; contacting one asks for a recruiter account', async ({ page }) => {
    await page.goto('/company/login');
    await page.getByRole('link', { name: 'View the demo' }).click();
    await expect(page).toHaveURL(/\/company\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Dashboard demo' })).toBeVisible();
    await expect(page.getByText('Sample candidates — demo data')).toBeVisible();

    const cards = page.getByRole('region', { name: 'Top Performers' }).getByTestId('talent-entry');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card.getByText('Sample candidate')).toBeVisible();

    await cards.first().getByRole('button', { name: /^Contact / }).click();
    const dialog = page.getByRole('dialog', { name: 'A recruiter account is needed' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Recruiter login' }).click();
    await expect(page).toHaveURL(/\/company\/login$/);
  });
});
