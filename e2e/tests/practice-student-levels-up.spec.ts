// Progress you can feel (spec 01 §4.7, §4.8): a premium student's answer that crosses 500 XP shows the
// XP toast and then the level-up toast; a visitor whose browser tracks XP keeps it across a reload, and
// hears when a missed day broke their streak.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, premiumStudent } from '../support/premium-student';
import { recordToasts, toastsSeen } from '../support/toasts-seen';

const INTERN_XP = 500;
const ANSWER =
  'Start from net income, add back depreciation and other non-cash items, subtract the increase in working capital; the cash flow statement links the income statement and the balance sheet.';

// A story of the candidate's own that answers any of the interview's fit questions (an answer opening on
// "I want to work in…" is scored as another question answered when the question asks something else).
const MOTIVATION =
  'In my finance society I built DCF models and led our team of four in an M&A pitch competition; we reached the final, and I learned to test every assumption, which is what drew me to investment banking.';

interface Awarded {
  xpAwarded: number;
  progress?: { xp: number };
}

/** The interview session's first question: the easiest Investment Banking technical one, as the screen asks. */
async function firstSessionQuestion(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/questions?specialization=ib&type=Technical&limit=10&order=easiest');
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as Array<{ id: string }>;
  expect(first, 'a first question').toBeTruthy();
  return first!.id;
}

/** One scored answer through the API, in a session of its own, so it earns its XP again. */
async function answerOnce(request: APIRequestContext, token: string, questionId: string): Promise<Awarded> {
  const response = await request.post('/api/interview-responses', {
    headers: bearer(token),
    data: { questionId, specialization: 'ib', interviewType: 'Technical', answer: ANSWER, sessionId: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Awarded;
}

/** Waits until toasts with these texts (title and description) have shown, in this order. */
async function expectToastsInOrder(page: Page, ...texts: string[]) {
  const positions = async () => {
    const seen = await toastsSeen(page);
    return texts.map((text) => seen.findIndex((shown) => shown.includes(text)));
  };
  await expect.poll(async () => (await positions()).every((at) => at >= 0), { message: `toasts ${texts.join(' | ')}` }).toBe(true);
  const at = await positions();
  expect(at, `toasts in the order ${texts.join(' | ')}`).toEqual([...at].sort((a, b) => a - b));
}

test('a premium student answers past 500 XP and sees the XP toast, then the level-up toast', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { context, page, token } = await premiumStudent(browser, request, 'leveller');
  await recordToasts(page);

  // The same answer to the same question always earns the same XP (the local evaluator): earn it
  // until one more would cross the Intern threshold, which the answer on screen then does.
  const questionId = await firstSessionQuestion(request);
  const first = await answerOnce(request, token, questionId);
  const perAnswer = first.xpAwarded;
  expect(perAnswer).toBeGreaterThan(0);
  let xp = first.progress?.xp ?? 0;
  while (xp + perAnswer < INTERN_XP) xp = (await answerOnce(request, token, questionId)).progress?.xp ?? xp;
  expect(xp).toBeLessThan(INTERN_XP);

  await page.goto('/interview/Investment%20Banking/Technical');
  const log = page.getByRole('log', { name: 'Interview conversation' });
  await page.getByLabel('Are you ready? Type yes or no').fill('yes');
  await page.getByLabel('Are you ready? Type yes or no').press('Enter');
  await expect(log).toContainText('Question 1 of 10');
  await page.getByLabel('Your answer').fill(ANSWER);
  await page.getByLabel('Your answer').press('Enter');

  await expectToastsInOrder(page, `+${perAnswer} XP${xp + perAnswer} XP in total.`, 'Level up! You are now InternLevel 2; Analyst at 1500 XP.');

  // The profile shows the new level.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Intern' })).toBeVisible();
  await expect(page.getByText(`${xp + perAnswer} XP`, { exact: true })).toBeVisible();
  await context.close();
});

test("a visitor whose browser tracks XP keeps the mock interview's XP across a reload, and sees a broken streak", async ({ page }) => {
  await recordToasts(page);
  // Demo mode opens XP tracking to visitors in the browser (spec 01 §4.5); the run's gateway has it off.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), demoMode: true } });
  });

  const earnOnce = async () => {
    await page.goto('/interviews?devPreview=true');
    await page.getByRole('button', { name: 'Investment Banking' }).click();
    await expect(page.getByRole('log', { name: 'Interview conversation' })).toContainText('Question 1 of 6');
    await page.getByLabel('Your answer').fill(MOTIVATION);
    await page.getByLabel('Your answer').press('Enter');
    const evaluation = page.getByRole('dialog', { name: 'Answer Evaluation' });
    const earned = evaluation.getByTestId('xp-earned');
    await expect(earned).toHaveText(/^\+\d+ XP earned$/);
    const gained = Number((await earned.textContent())?.match(/\d+/)?.[0]);
    const total = Number((await evaluation.getByText(/^Total: \d+ XP$/).textContent())?.match(/\d+/)?.[0]);
    await expectToastsInOrder(page, `+${gained} XP${total} XP in total.`);
    return { gained, total };
  };

  // A 4-day streak last kept three days ago: a missed day broke it, and the next answer says so.
  await page.goto('/interviews');
  await page.evaluate(() => {
    const then = new Date();
    then.setDate(then.getDate() - 3);
    const day = `${then.getFullYear()}-${String(then.getMonth() + 1).padStart(2, '0')}-${String(then.getDate()).padStart(2, '0')}`;
    localStorage.setItem('userProgress', JSON.stringify({ xp: 0, streakDays: 4, lastActiveDate: day }));
  });

  const first = await earnOnce();
  expect(first.total).toBe(first.gained);
  await expectToastsInOrder(page, `+${first.gained} XP`, 'Your streak was brokenYour 4-day streak ended after a missed day. Today is day 1 of a new one.');
  await page.reload();
  const second = await earnOnce();
  expect(second.total).toBe(first.total + second.gained);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userProgress') ?? '{}').xp)).toBe(second.total);
});
