// The leaderboard from real answers (spec 02 §2.6, §9): two students who opted in answer interview
// questions through the API; the better answers rank first, the search finds one of them, and a
// student who did not opt in is never listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createConfirmedUser, E2E_PASSWORD, uniqueEmail } from '../support/accounts';
import { REPO_ROOT } from '../support/env';

interface BankQuestion {
  id: string;
  sampleAnswers?: { strong: string; weak: string };
}
const bank = JSON.parse(readFileSync(join(REPO_ROOT, 'evaluator/content/questions/ib.json'), 'utf8')) as BankQuestion[];
const technical = bank.filter((q) => q.id.startsWith('ib-tech-') && q.sampleAnswers).slice(0, 2);

/** A confirmed student with a profile (name, university, leaderboard choice) who answers two questions. */
async function student(request: APIRequestContext, fullName: string, university: string, optIn: boolean, quality: 'strong' | 'weak') {
  const email = uniqueEmail('ranked');
  await createConfirmedUser(request, { email, password: E2E_PASSWORD, fullName });
  const session = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'bullpen-embedded-anon' },
    data: { email, password: E2E_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await session.json()) as { access_token: string }).access_token}` };
  const profile = await request.patch('/api/profile', { headers, data: { full_name: fullName, affiliation: university, leaderboard_opt_in: optIn } });
  expect(profile.ok(), await profile.text()).toBe(true);
  for (const question of technical) {
    const saved = await request.post('/api/interview-responses', {
      headers,
      data: { questionId: question.id, specialization: 'ib', interviewType: 'Technical', answer: question.sampleAnswers?.[quality] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

test('two students with evaluated answers appear in the right order, and the search finds one', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const university = `Leaderboard College ${run}`;
  await student(request, `Avery Strong ${run}`, university, true, 'strong');
  await student(request, `Blake Weak ${run}`, university, true, 'weak');
  await student(request, `Casey Hidden ${run}`, university, false, 'strong');

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  const names = page.getByTestId('leaderboard-row').locator('td:nth-child(2)');
  await expect(names.filter({ hasText: run })).toHaveText([new RegExp(`Avery Strong ${run}`), new RegExp(`Blake Weak ${run}`)]);
  await expect(page.getByRole('img', { name: 'Gold medal, rank 1' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by name or university' });
  await search.fill(`blake weak ${run}`);
  await expect(page).toHaveURL(/q=blake/);
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(1);
  await expect(page.getByTestId('leaderboard-row')).toContainText(`Blake Weak ${run}`);
  await search.fill(university.toUpperCase());
  await expect(names).toHaveText([new RegExp(`Avery Strong ${run}`), new RegExp(`Blake Weak ${run}`)]);
  await expect(page.getByText(`Casey Hidden ${run}`)).toHaveCount(0);
  await search.fill(`nobody-${run}`);
  await expect(page.getByText('No results found. Try a different search term.')).toBeVisible();

  await search.fill('');
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Audit');
  await expect(page.getByText('No data available for Audit.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Investment Banking');
  await expect(names.filter({ hasText: run })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Most Improved' }).click();
  await expect(page.getByRole('columnheader', { name: 'Improvement' }).or(page.getByText('No improvement data available...'))).toBeVisible();
});
