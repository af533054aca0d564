// A recruiter's journey: company login (domain checked), an opted-in candidate on the talent dashboard,
// their profile, a message and a scheduled interview; the candidate reads both in Messages and
// answers; the recruiter sees the answer without reloading.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, createConfirmedUser, logIn, uniqueEmail } from '../support/accounts';
import { E2E_COMPANY_DOMAIN } from '../support/env';

const ANON = { apikey: 'bullpen-embedded-anon' };

/** A confirmed student who lets recruiters see them and has two evaluated answers. */
async function optedInCandidate(request: APIRequestContext, fullName: string) {
  const email = uniqueEmail('candidate');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName });
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: ANON, data: { email, password: E2E_PASSWORD } });
  expect(token.ok(), await token.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  const profile = await request.patch('/api/profile', {
    headers,
    data: { full_name: fullName, affiliation: 'Bocconi University', specialization: 'private-equity', recruiter_visible: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  for (const answer of [
    'An LBO model starts from the purchase price and the debt and equity used to fund it, projects cash flows to pay down debt, and computes IRR and multiple of money at exit.',
    'Returns come from EBITDA growth, multiple expansion and debt paydown; I would build the sources and uses, the operating model, the debt schedule and the returns analysis.',
  ]) {
    const response = await request.post('/api/interview-responses', {
      headers,
      data: { questionId: 'pe-tech-001', specialization: 'pe', interviewType: 'Technical', answer },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return email;
}

test('a recruiter finds an opted-in candidate, writes and schedules; the candidate answers', async ({ browser, request }) => {
  const name = `Casey Candidate ${Date.now().toString(36)}`;
  const candidateEmail = await optedInCandidate(request, name);
  const recruiterEmail = uniqueEmail('recruiter', E2E_COMPANY_DOMAIN);
  await createConfirmedUser(request, { email: recruiterEmail, password: E2E_PASSWORD, fullName: 'Rita Recruiter' });

  const recruiter = await (await browser.newContext()).newPage();
  await recruiter.goto('/company/login');
  const form = recruiter.getByRole('form', { name: 'Company log in' });

  // Another domain is refused before any sign-in.
  await form.getByLabel('Company email').fill(uniqueEmail('someone', 'gmail.com'));
  await form.getByLabel('Password').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(recruiter.getByText('Invalid Email Domain')).toBeVisible();
  await expect(recruiter.getByText('Please use your company email address')).toBeVisible();

  await form.getByLabel('Company email').fill(recruiterEmail);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(recruiter).toHaveURL(/\/company\/analytics$/);

  const topPerformers = recruiter.getByRole('region', { name: 'Top Performers' });
  await expect(topPerformers.getByText(name)).toBeVisible();
  await topPerformers.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(recruiter).toHaveURL(/\/company\/candidate\/[0-9a-f-]{36}$/);
  await expect(recruiter.getByRole('heading', { name })).toBeVisible();
  await expect(recruiter.getByText('Bocconi University · Private Equity')).toBeVisible();
  await expect(recruiter.getByRole('region', { name: 'Best results' }).getByText('/50').first()).toBeVisible();

  await recruiter.getByRole('link', { name: `Contact ${name}` }).click();
  await expect(recruiter).toHaveURL(/\/company\/chat\/[0-9a-f-]{36}$/);
  const box = recruiter.getByRole('textbox', { name: `Message to ${name}` });
  await box.press('Enter');
  await expect(recruiter.getByRole('log', { name: 'Messages' }).locator('[data-sender]')).toHaveCount(0);
  await box.fill('Hello! Your LBO answers stood out. Could we talk next week?');
  await box.press('Enter');
  await expect(recruiter.getByText('Hello! Your LBO answers stood out. Could we talk next week?')).toBeVisible();
  await expect(box).toHaveValue('');

  await recruiter.getByRole('button', { name: 'Schedule Interview' }).click();
  const dialog = recruiter.getByRole('dialog', { name: 'Schedule Interview' });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByText('Please select both a date and time for the interview.')).toBeVisible();
  await dialog.getByLabel('Date').fill('2030-01-15');
  await dialog.getByLabel('Time').fill('10:30');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(recruiter.getByRole('log', { name: 'Messages' }).getByText('Interview scheduled for 2030-01-15 at 10:30')).toBeVisible();

  const candidate = await (await browser.newContext()).newPage();
  await logIn(candidate, candidateEmail, E2E_PASSWORD);
  await expect(candidate).toHaveURL(/\/profile$/);
  await candidate.getByRole('tab', { name: 'Messages' }).click();
  const thread = candidate.getByRole('log', { name: 'Messages' });
  await expect(thread.getByText('Hello! Your LBO answers stood out. Could we talk next week?')).toBeVisible();
  await expect(thread.getByText('Interview scheduled for 2030-01-15 at 10:30')).toBeVisible();
  await expect(candidate.getByText('Interview 2030-01-15 at 10:30')).toBeVisible();
  await candidate.getByRole('textbox', { name: 'Reply' }).fill('Thank you, Tuesday works for me.');
  await candidate.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Thank you, Tuesday works for me.')).toBeVisible();

  // The recruiter's open thread picks the answer up by itself.
  await expect(recruiter.getByRole('log', { name: 'Messages' }).getByText('Thank you, Tuesday works for me.')).toBeVisible({ timeout: 15_000 });
  await recruiter.getByRole('link', { name: '← Back to the Talent Dashboard' }).click();
  await expect(recruiter).toHaveURL(/\/company\/analytics$/);
});

test('a candidate who has not opted in is not on the talent dashboard', async ({ browser, request }) => {
  const name = `Hidden Harper ${Date.now().toString(36)}`;
  const email = uniqueEmail('hidden');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName: name });
  const recruiterEmail = uniqueEmail('recruiter', E2E_COMPANY_DOMAIN);
  await createConfirmedUser(request, { email: recruiterEmail, password: E2E_PASSWORD });
  const page = await (await browser.newContext()).newPage();
  await page.goto('/company/login');
  const form = page.getByRole('form', { name: 'Company log in' });
  await form.getByLabel('Company email').fill(recruiterEmail);
  await form.getByLabel('Password').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/company\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
