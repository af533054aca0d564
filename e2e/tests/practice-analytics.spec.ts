// A student's Performance Insights (spec 02 §2.3): their real interview answers become results that
// can be filtered, the overview shows the combined profile and charts, and the badges count.
import { expect, test } from '@playwright/test';
import { signedInContext, uniqueEmail } from '../support/accounts';

const SESSION_KEY = 'sb-127-auth-token';

const ANSWERS = [
  {
    specialization: 'ib',
    interviewType: 'Technical',
    questionId: 'ib-tech-002',
    answer: 'Enterprise value is the value of the whole business to all capital providers: equity value plus debt, preferred stock and minority interest, minus cash.',
  },
  {
    specialization: 'pe',
    interviewType: 'Motivational',
    questionId: 'pe-mot-001',
    answer: 'I want to invest because I enjoy owning outcomes: in my internship I built an LBO model for a software deal and followed how the sponsor created value.',
  },
];

test('the analytics page shows the student’s real results, filters them and draws a chart', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  await visitor.goto('/skills');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your Performance Insights' })).toBeVisible();
  await expect(visitor.getByText('Log in to see your performance insights')).toBeVisible();
  await visitor.close();

  const context = await signedInContext(browser, request, uniqueEmail('insights'));
  const page = await context.newPage();
  await page.goto('/skills');
  await expect(page.getByText('Unified Analytics Dashboard')).toBeVisible();
  await page.getByRole('tab', { name: 'Your Results' }).click();
  await expect(page.getByText('No Results Yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Practicing' })).toHaveAttribute('href', '/interviews');

  const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token, SESSION_KEY);
  for (const answer of ANSWERS) {
    const saved = await request.post('/api/interview-responses', { headers: { Authorization: `Bearer ${token}` }, data: answer });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Combined Profile' })).toBeVisible();
  await expect(page.getByTestId('combined-score')).toHaveText(/^\d+(\.\d)?\/100$/);
  await expect(page.getByTestId('chart').first().locator('svg').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByTestId('result-card')).toHaveCount(2);

  await page.getByRole('button', { name: 'View All Results' }).click();
  await expect(page.getByRole('heading', { name: 'All Results' })).toBeVisible();
  await expect(page.getByText('Investment Banking Technical Interview')).toBeVisible();
  await expect(page.getByText('Private Equity Motivational Interview')).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'Specialization' });
  await filter.selectOption('Private Equity');
  await expect(page.getByTestId('result-card')).toHaveCount(1);
  await expect(page.getByText('Investment Banking Technical Interview')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Retake Private Equity/ })).toHaveAttribute('href', '/interviews');
  await filter.selectOption('Audit');
  await expect(page.getByText('No results match your current filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByTestId('result-card')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Badges & Achievements' }).click();
  await expect(page.getByTestId('badge-summary').first()).toHaveText(/^\d+ of 43 badges unlocked$/);
  await expect(page.getByTestId('streak-headline')).toHaveText(/1 day in a row!|Practise today to start your streak!/);
  await page.getByRole('button', { name: 'Investment Banking' }).click();
  await expect(page.getByTestId('badge-summary')).toHaveText(/^\d of 6 badges unlocked$/);
  await expect(page.getByRole('heading', { name: 'Investment Banking Achievements' })).toBeVisible();
  await context.close();
});
