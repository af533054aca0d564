// A premium student practises (spec 02 §2.1–2.5, §4): a full six-question mock interview with XP
// and results, and an Investment Banking technical session whose scored answers are stored.
import { expect, test } from '@playwright/test';
import { bearer, premiumStudent } from '../support/premium-student';

const ANSWERS = [
  'I want to work in finance because I enjoy analysing businesses, and this bank advises on the deals I follow.',
  'A DCF projects unlevered free cash flow, discounts it at the WACC and adds a terminal value to reach enterprise value.',
  'Enterprise value equals equity value plus debt plus preferred stock and minority interest, minus cash.',
  'I would size the market, check the margins and the capital needs, then recommend whether to enter with a pilot.',
  'Revenue growth, EBITDA margin and capex drive the cash flows; I would test each against peers before recommending.',
  'My greatest strength is structured thinking: I break a problem down, prioritise, and communicate clearly with the team.',
];

test('a premium user completes a six-question mock interview and sees the results and XP', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { context, page, token } = await premiumStudent(browser, request);
  await page.goto('/interviews');
  // Six questions in a row: she turns the follow-up questions off (they have a journey of their own).
  const followUps = page.getByRole('checkbox', { name: 'Ask me follow-up questions' });
  await expect(followUps).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/practice-settings') && r.request().method() === 'PUT');
  await page.getByText('Ask me follow-up questions', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(followUps).not.toBeChecked();
  const log = page.getByRole('log', { name: 'Interview conversation' });
  await page.getByLabel('Your message').fill('ib');
  await page.getByLabel('Your message').press('Enter');
  await expect(log).toContainText("Let's begin your Investment Banking interview");

  const evaluation = page.getByRole('dialog', { name: 'Answer Evaluation' });
  let totalXp = 0;
  for (const [index, text] of ANSWERS.entries()) {
    await expect(log).toContainText(`Question ${index + 1} of 6`);
    const answer = page.getByLabel('Your answer');
    await answer.fill(text);
    await answer.press('Enter');
    await expect(evaluation.getByText(`Question ${index + 1} of 6`)).toBeVisible();
    await expect(evaluation.getByTestId('evaluation-score')).toHaveText(/^\d+\/50$/);
    const xp = evaluation.getByTestId('xp-earned');
    await expect(xp).toHaveText(/^\+\d+ XP earned$/);
    totalXp += Number((await xp.textContent())?.match(/\d+/)?.[0]);
    await expect(evaluation.getByText('XP Tracking is a Premium Feature')).toHaveCount(0);
    if (index === ANSWERS.length - 1) {
      await expect(page.getByText('Interview Complete', { exact: true })).toBeVisible();
      await expect(page.getByText(/^You earned \d+ XP for your last answer\.$/)).toBeVisible();
    }
    await evaluation.getByRole('button', { name: 'Continue' }).click();
    await expect(evaluation).toBeHidden();
  }

  await expect(log).toContainText('Thank you! That completes your mock interview.');
  await expect(page.getByRole('heading', { name: 'Interview Results' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scores per question' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('average-score')).toHaveText(/^\d+\/50$/);
  await expect(page.getByTestId('total-xp')).toHaveText(`${totalXp} XP`);
  expect(totalXp).toBeGreaterThan(0);

  const progress = await request.get('/api/progress', { headers: bearer(token) });
  expect(progress.ok()).toBe(true);
  expect(((await progress.json()) as { xp: number }).xp).toBe(totalXp);

  await page.getByRole('button', { name: 'Start New Interview' }).click();
  await expect(page.getByRole('button', { name: 'Investment Banking' })).toBeVisible();
  await context.close();
});

test('an interview session goes from greeting to summary and stores every scored answer', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { context, page, token } = await premiumStudent(browser, request);
  await page.goto('/interview/Investment%20Banking/Technical');
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Banking — Technical Interview' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Interview conversation' });
  await expect(log).toContainText('Are you ready to begin? Please answer yes or no.');

  const ready = page.getByLabel('Are you ready? Type yes or no');
  const send = page.getByRole('button', { name: 'Send' });
  await ready.fill('maybe');
  await expect(send).toBeDisabled();
  await ready.fill('YES');
  await expect(send).toBeEnabled();
  await ready.press('Enter');
  await expect(log).toContainText('Question 1 of 10');

  const answer = page.getByLabel('Your answer');
  await answer.press('Enter');
  await expect(page.getByText('Empty Answer')).toBeVisible();
  await expect(page.getByText('Please provide an answer before submitting.')).toBeVisible();

  for (let index = 0; index < 10; index++) {
    await expect(log).toContainText(`Question ${index + 1} of 10`);
    await answer.fill(`Answer ${index + 1}: I would start from net income, adjust for non-cash items like depreciation and working capital, and link the statements.`);
    await answer.press('Enter');
  }
  await expect(log).toContainText("Thank you! That was the last question. Let's review your answers.");

  const review = page.getByRole('region', { name: 'Answer Evaluation' });
  for (let step = 1; step <= 10; step++) {
    await expect(review.getByTestId('review-step')).toHaveText(`Answer ${step} of 10`);
    await expect(review.getByTestId('evaluation-score')).toHaveText(/^\d+\/50$/);
    await review.getByRole('button', { name: step === 10 ? 'Close and see summary' : 'Next answer' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Interview Summary' })).toBeVisible();
  await expect(page.getByTestId('session-average')).toHaveText(/^\d+\/50$/);
  await expect(page.getByRole('list', { name: 'Scores per question' }).getByRole('listitem')).toHaveCount(10);

  const stored = await request.get('/api/interview-responses', { headers: bearer(token) });
  expect(stored.ok()).toBe(true);
  const responses = (await stored.json()) as Array<{ userAnswer: string; evaluationScore: number | null; specialization: string; interviewType: string }>;
  expect(responses).toHaveLength(10);
  for (const response of responses) {
    expect(response.userAnswer).toMatch(/^Answer \d+: /);
    expect(typeof response.evaluationScore).toBe('number');
    expect(response.interviewType).toBe('Technical');
  }

  await page.getByRole('button', { name: 'Back to Specializations' }).click();
  await expect(page).toHaveURL(/\/specialization\/Investment%20Banking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Banking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Case Study' })).toHaveAttribute('href', '/interview/Investment%20Banking/CaseStudy');
  await expect(page.getByRole('link', { name: 'Gamification' })).toHaveAttribute(
    'href',
    '/training?activeTab=challenges&specialization=Investment%20Banking',
  );
  expect(await page.evaluate(() => localStorage.getItem('lastPracticedSpecialization'))).toBe('Investment Banking');
  await context.close();
});

test('answering no postpones the session and returns to the specialization page', async ({ browser, request }) => {
  const { context, page } = await premiumStudent(browser, request);
  await page.goto('/interview/Private%20Equity/CaseStudy');
  await expect(page.getByRole('heading', { level: 1, name: 'Private Equity — Case Study Interview' })).toBeVisible();
  await page.getByLabel('Are you ready? Type yes or no').fill('No');
  await page.getByLabel('Are you ready? Type yes or no').press('Enter');
  await expect(page.getByRole('log', { name: 'Interview conversation' })).toContainText("let's postpone the interview");
  await expect(page).toHaveURL(/\/specialization\/Private%20Equity$/, { timeout: 6_000 });
  await context.close();
});
