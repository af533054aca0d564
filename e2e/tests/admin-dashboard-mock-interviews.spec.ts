// The admin dashboard as spec 02 §2.13 lists it, with real data: a student's mock interview shows
// under the recent mock interviews, View Profile opens the student, View All Mock Interviews lists it,
// and a specialization the admin adds then shows among practice's specializations.
import { expect, test } from '../support/signed-in';
import { E2E_PASSWORD, createConfirmedUser, logIn, uniqueEmail } from '../support/accounts';

test.use({ signedInAs: 'admin' });

test('an admin follows a student’s mock interview from the dashboard and adds a specialization practice then lists', async ({ page, browser, request }) => {
  const suffix = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  const name = `Mila Mock ${suffix}`;
  const email = uniqueEmail('mila');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName: name });

  // The student answers a mock interview question.
  const student = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await logIn(student, email, E2E_PASSWORD);
  await expect(student).toHaveURL(/\/profile$/);
  await student.goto('/interviews');
  await student.getByRole('button', { name: 'Private Equity' }).click();
  const log = student.getByRole('log', { name: 'Interview conversation' });
  await expect(log).toContainText('Question 1 of 6');
  const answer = student.getByLabel('Your answer');
  await answer.fill('An LBO buys a company with mostly debt; cash flows pay the debt down and the equity return comes from growth, deleveraging and the exit multiple.');
  await answer.press('Enter');
  await expect(student.getByRole('dialog', { name: 'Answer Evaluation' }).getByTestId('evaluation-score')).toHaveText(/^\d+\/50$/);

  // The admin sees it under the recent mock interviews and opens the student's profile.
  await page.goto('/admin');
  const recent = page.getByRole('region', { name: 'Recent mock interviews' });
  const row = recent.getByTestId('mock-interview').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Private Equity');
  await row.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mock interviews' }).getByTestId('mock-interview')).toHaveCount(1);

  // View All Mock Interviews lists it too.
  await page.getByRole('link', { name: '← Back to the dashboard' }).click();
  await page.getByRole('link', { name: 'View All Mock Interviews' }).click();
  await expect(page).toHaveURL(/\/admin\/mock-interviews$/);
  await expect(page.getByTestId('mock-interview').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Page 1 of \d+/);

  // Add New Specialization: refused without a name, then added, then listed by practice.
  const specialization = `Real Estate ${suffix}`;
  await page.goto('/admin?tab=specializations');
  await page.getByRole('button', { name: 'Add New Specialization' }).click();
  const form = page.getByRole('form', { name: 'Add New Specialization' });
  await form.getByRole('button', { name: 'Add specialization' }).click();
  await expect(form.getByText('Please enter the specialization’s name')).toBeVisible();
  await form.getByLabel(/^Name/).fill(specialization);
  await form.getByLabel(/^Description/).fill('Property investment, REIT valuation and development finance.');
  await form.getByRole('button', { name: 'Add specialization' }).click();
  await expect(page.getByText('Specialization added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Specializations' }).getByText(specialization)).toBeVisible();

  await student.goto('/aihub');
  const added = student.getByRole('list', { name: 'New specializations' });
  await expect(added.getByRole('heading', { name: specialization })).toBeVisible();
  await expect(added).toContainText('Property investment, REIT valuation and development finance.');
});
