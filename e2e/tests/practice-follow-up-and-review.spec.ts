// A student's answer gets a follow-up and the concept comes back for review (issue 20), with no AI
// key: the follow-up comes from the templates. She answers a mock interview question vaguely, is asked
// a follow-up on a key concept she missed, answers it and sees her score change; the next day (the
// review clock moved on the server, the browser's clock with it) that concept's card is due on the
// Review screen, and reviewing it rates her answer.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInContext, uniqueEmail } from '../support/accounts';
import { REPO_ROOT } from '../support/env';

const DAY_MS = 86_400_000;
const VAGUE = 'It is an important topic and I think it matters a lot for the company overall.';

interface BankQuestion {
  id: string;
  question: string;
  keyConcepts: string[];
  sampleAnswers?: { strong: string };
}

/** The bank as the gateway seeds it, to answer as a well-prepared student would. */
const BANK_DIR = join(REPO_ROOT, 'evaluator', 'content', 'questions');
const BANK = readdirSync(BANK_DIR).flatMap((file) => JSON.parse(readFileSync(join(BANK_DIR, file), 'utf8')) as BankQuestion[]);

function bankQuestion(match: (q: BankQuestion) => boolean): BankQuestion {
  const found = BANK.find(match);
  if (!found) throw new Error('no such bank question');
  return found;
}

const strongAnswer = (q: BankQuestion) => q.sampleAnswers?.strong ?? `${q.keyConcepts.join('. ')}.`;

test('Maya answers vaguely, gets a follow-up on what she missed, and reviews that concept the next day', async ({ browser, request }) => {
  // An account of her own: the browser's clock moves a day on, and the session is refreshed then.
  const context = await signedInContext(browser, request, uniqueEmail('maya'));
  const page = await context.newPage();
  await page.goto('/interviews');
  await expect(page.getByRole('checkbox', { name: 'Ask me follow-up questions' })).toBeChecked();
  const started = page.waitForResponse((r) => r.url().endsWith('/api/mock-interviews') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Investment Banking' }).click();
  const interview = (await (await started).json()) as { questions: Array<{ id: string }> };
  const firstId = interview.questions[0]?.id;
  const question = bankQuestion((q) => q.id === firstId);
  const log = page.getByRole('log', { name: 'Interview conversation' });
  await expect(log).toContainText('Question 1 of 6');

  await page.getByLabel('Your answer').fill(VAGUE);
  await page.getByLabel('Your answer').press('Enter');
  const evaluation = page.getByRole('dialog', { name: 'Answer Evaluation' });
  const firstScore = Number((await evaluation.getByTestId('evaluation-score').textContent())?.split('/')[0]);
  const coming = evaluation.getByRole('status').filter({ hasText: 'Your interviewer has a follow-up question' });
  await expect(coming).toBeVisible();
  const concept = /It is about “(.+)”\. Continue to answer it/.exec((await coming.textContent()) ?? '')?.[1] ?? '';
  expect(question.keyConcepts).toContain(concept);
  await evaluation.getByRole('button', { name: 'Continue' }).click();

  await expect(log).toContainText('Follow-up 1 of 2:');
  const followUpAnswer = page.getByLabel('Your answer to the follow-up');
  await followUpAnswer.fill(strongAnswer(question));
  await followUpAnswer.press('Enter');
  const change = evaluation.getByTestId('follow-up-change');
  await expect(change).toContainText(`Follow-ups changed your score: ${firstScore}/50 →`);
  const after = Number(/→ (\d+)\/50/.exec((await change.textContent()) ?? '')?.[1]);
  expect(after).toBeGreaterThan(firstScore);
  await expect(evaluation.getByTestId('evaluation-score')).toHaveText(`${after}/50`);

  // Nothing is due the same day.
  await page.goto('/review');
  await expect(page.getByText('Nothing to review today')).toBeVisible();

  // The next day: the server's review clock and the browser's clock move on together.
  const moved = await request.post('/api/review/test-clock', { data: { days: 1 } });
  expect(moved.ok()).toBe(true);
  await page.clock.install({ time: Date.now() + DAY_MS });
  await page.goto('/review');
  await expect(page.getByTestId('review-due-count')).toHaveText(/\d+ cards? due today/);
  await expect(page.getByRole('list', { name: 'Concepts due today' }).getByText(concept, { exact: true })).toBeVisible();

  const shownConcept = (await page.getByTestId('review-concept').textContent()) ?? '';
  const reviewQuestion = page.getByTestId('review-question');
  await expect(reviewQuestion).not.toBeEmpty();
  const reviewAnswer = page.getByLabel('Your answer');
  const reviewText = (await reviewQuestion.textContent()) ?? '';
  const asked = bankQuestion((q) => q.question === reviewText);
  expect(asked.keyConcepts).toContain(shownConcept);
  await reviewAnswer.fill(strongAnswer(asked));
  await reviewAnswer.press('Enter');
  await expect(page.getByTestId('review-rating')).toHaveText(/Good|Easy|Hard/);
  await expect(page.getByText(/Next review:/)).toBeVisible();
  await context.close();
});
