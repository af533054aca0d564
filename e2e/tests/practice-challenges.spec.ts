// A premium student plays skill challenges (spec 02 §2.7, §2.8, §8): a run to the end with the score
// and XP from the gateway, the card turned 'Completed', a run left to time out, a skill game opened as
// a challenge and cancelled, its answers so far scored.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { premiumStudent } from '../support/premium-student';

/** A new student whom the admin makes premium through POST /api/admin/users/:id/roles. */
const premiumStudentPage = async (browser: Browser, request: APIRequestContext): Promise<Page> => (await premiumStudent(browser, request, 'challenger')).page;

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const resultMessage = (page: Page) => page.getByRole('region', { name: 'Challenge result' }).getByRole('status');

test('a premium student runs a challenge to the end, sees the score and XP, and the card turns Completed', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await premiumStudentPage(browser, request);
  await page.goto('/training?activeTab=challenges&specialization=Investment%20Banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill Challenges' })).toBeVisible();
  await expect(page.getByText("XP = the level's reward × your score (rounded).", { exact: false })).toBeVisible();
  const valuation = card(page, 'Valuation Mastery');
  await expect(valuation.getByText('150 XP')).toBeVisible();
  await valuation.getByRole('button', { name: 'Start Challenge' }).click();

  await expect(page.getByRole('timer')).toHaveText(/^[56]:\d\d$/);
  // Moving on without an answer is refused (§5).
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Please select an answer')).toBeVisible();
  await expect(page.getByText('You need to select an answer before proceeding.')).toBeVisible();

  for (let question = 1; question <= 6; question++) {
    await expect(page.getByText(`Question ${question} of 6`)).toBeVisible();
    const options = page.getByRole('radio');
    if (question < 6) await options.first().check({ force: true });
    else await page.getByRole('textbox').fill('I would check the terminal value share, the WACC and growth assumptions, and the comparables peer set, then show a football field.');
    await page.getByRole('button', { name: question < 6 ? 'Next Question' : 'Finish Challenge' }).click();
  }
  await expect(page.getByText('Evaluating...')).toBeVisible();
  await expect(resultMessage(page)).toHaveText(/^Challenge Complete! You scored \d+% and earned \d+ XP\.$/);

  await page.getByRole('button', { name: 'Back to challenges' }).click();
  await expect(valuation.getByText('Completed', { exact: true })).toBeVisible();
  await expect(valuation.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/activeTab=completed/);
  // In the Completed panel: the Challenges panel can still be leaving while it shows, holding its own card.
  await expect(page.getByRole('tabpanel', { name: 'Completed' }).getByRole('article', { name: 'Valuation Mastery' })).toBeVisible();
  await page.context().close();
});

test('a run left alone ends by itself when the countdown reaches 0', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await premiumStudentPage(browser, request);
  await page.clock.install();
  await page.goto('/training?activeTab=challenges&specialization=Venture%20Capital');
  const startup = card(page, 'Startup Valuation & Term Sheets');
  await startup.getByRole('button', { name: 'Start Challenge' }).click();
  await expect(page.getByRole('timer')).toHaveText('5:30');
  await page.getByRole('radio').first().check({ force: true });
  await page.clock.runFor(5_000);
  await expect(page.getByRole('timer')).toHaveText('5:25');
  // Level 1 of a generated challenge: 300 + 30 s.
  await page.clock.fastForward('05:30');
  await expect(page.getByText('Evaluating...')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(resultMessage(page)).toHaveText(/^Challenge Complete! You scored \d+% and earned \d+ XP\.$/);
  await page.context().close();
});

test('a skill game opens its challenge; Cancel ends the run with the §8 message and scores the answers so far', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await premiumStudentPage(browser, request);
  await page.goto('/skill-games');
  await expect(page.getByRole('link', { name: '← Back to Interviews' })).toHaveAttribute('href', '/interviews');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText('Select a game first')).toBeVisible();
  await page.getByRole('button', { name: 'Private Equity' }).click();
  await expect(page.getByTestId('skill-game-card')).toHaveCount(4);
  await page.getByText('Valuation', { exact: true }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  // Game 5 plays the second challenge of the specialization.
  await expect(page).toHaveURL(/\/training\?activeTab=challenges&game=valuation&specialization=Private(%20|\+)Equity$/);
  await expect(page.getByText('Valuation game: play “Value Creation”')).toBeVisible();
  await page.getByRole('button', { name: 'Start Challenge: Value Creation' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByRole('radio').first().check({ force: true });
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Challenge canceled. You can try again later.', { exact: true })).toBeVisible();
  await expect(page.getByText('Evaluating...')).toBeVisible();
  const result = page.getByRole('region', { name: 'Challenge result' });
  await expect(result.getByText('The questions you answered before cancelling were scored.', { exact: false })).toBeVisible();
  await expect(resultMessage(page)).toHaveText(/^Challenge Complete! You scored (0|17)% and earned \d+ XP\.$/);
  // One question answered, five never reached.
  await expect(result.getByText('Not answered')).toHaveCount(5);
  await expect(result.getByText(/^[01] of 6 correct/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to challenges' }).click();
  const valueCreation = card(page, 'Value Creation');
  await expect(valueCreation.getByText('Completed', { exact: true })).toBeVisible();
  await expect(valueCreation.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.context().close();
});
