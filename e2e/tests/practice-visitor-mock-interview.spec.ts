// A visitor tries the mock interview (spec 02 §2.1–2.2, §4): one answer is evaluated, the second
// meets the anonymous limit and the sign-up dialog; typed specializations and chat keys work.
import { expect, test } from '@playwright/test';

const LIMIT_MESSAGE =
  'To continue with more questions, please sign up or log in. This is just a preview of our mock interview feature.';

test('a visitor answers one mock question and meets the sign-up dialog on the second', async ({ page }) => {
  await page.goto('/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Interview' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Interview conversation' });
  await expect(log).toContainText("I'm your AI interviewer");

  await page.getByRole('button', { name: 'Investment Banking' }).click();
  await expect(log).toContainText('Question 1 of 6');

  const answer = page.getByLabel('Your answer');
  await answer.fill('A DCF projects free cash flows, discounts them at the WACC and adds a terminal value to get enterprise value.');
  await answer.press('Enter');

  const evaluation = page.getByRole('dialog', { name: 'Answer Evaluation' });
  await expect(evaluation.getByTestId('evaluation-score')).toHaveText(/^\d+\/50$/);
  await expect(evaluation.getByText('XP Tracking is a Premium Feature')).toBeVisible();
  await expect(evaluation.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await evaluation.getByRole('button', { name: 'Continue' }).click();
  await expect(evaluation).toBeHidden();
  await expect(log).toContainText('Question 2 of 6');

  await answer.fill('Enterprise value is equity value plus net debt.');
  await answer.press('Enter');
  await expect(log).toContainText(LIMIT_MESSAGE);
  const signUp = page.getByRole('alertdialog', { name: 'Sign up to continue your interview' });
  await expect(signUp).toBeVisible();
  await signUp.getByRole('button', { name: 'Sign Up or Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a specialization can be typed by id, other text lists the six, and Shift+Enter adds a line', async ({ page }) => {
  await page.goto('/interviews');
  const log = page.getByRole('log', { name: 'Interview conversation' });
  const message = page.getByLabel('Your message');

  await message.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await message.press('Enter');

  await message.fill('quantitative trading');
  await message.press('Enter');
  await expect(log).toContainText(
    "I didn't recognize that specialization. Please choose one of: Investment Banking (ib), Private Equity (pe), Venture Capital (vc), Consulting (consulting), Corporate Finance (cf), Audit (audit).",
  );

  await message.fill('pe');
  await message.press('Shift+Enter');
  await expect(message).toHaveValue('pe\n');
  await message.fill('pe');
  await message.press('Enter');
  await expect(log).toContainText("Let's begin your Private Equity interview");
  await expect(log).toContainText('Question 1 of 6');
  await expect(page.getByText('0 of 6 questions answered')).toBeVisible();
});

test('the AI hub invites a visitor to get started and shows the bank size from the API', async ({ page }) => {
  const stats = await (await page.request.get('/api/questions/stats')).json();
  await page.goto('/aihub');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'AI Hub' })).toBeVisible();
  await expect(main.getByText(`${Math.floor(stats.total / 100) * 100}+`, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Pricing Options' })).toHaveAttribute('href', '/pricing');
  await expect(main.getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute('href', '/pricing');
  await expect(main.getByRole('link', { name: 'Investment Banking' })).toHaveAttribute('href', '/specialization/Investment%20Banking');
  await main.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
