// Mock Interview (spec 02 §2.1–2.2, §4): choose a specialization, answer, read the evaluation (score
// out of 50, feedback, suggestions, XP for premium), continue; the fallback banner when the AI failed.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { AnswerResult, MockInterview } from '../../api/practice';
import { FALLBACK_BANNER } from '../../components/evaluation-details';
import { appConfig } from '../../testing/config';
import MockInterviewPage from './mock-interview';

/** The interviewer answers after its one-second pause. */
const REPLY = { timeout: 3000 };
jest.setTimeout(20_000);

const interview: MockInterview = {
  id: 'mock-1',
  specialization: 'pe',
  questions: [
    { index: 0, id: 'pe-tech-001', question: 'Walk me through an LBO.', difficulty: 2 },
    { index: 1, id: 'pe-tech-002', question: 'What drives returns in a buyout?', difficulty: 3 },
  ],
};

function evaluated(overrides: Partial<AnswerResult['evaluation']> = {}): AnswerResult {
  return {
    evaluation: { score: 38, level: 'strong', feedback: 'Clear structure and the right drivers.', suggestions: ['Quantify the exit multiple.'], source: 'ai', ...overrides },
    xpAwarded: 15,
    progress: { xp: 215 },
  };
}

async function startInterview(answer: (questionIndex: number) => Response | Promise<Response>) {
  server.use(
    appConfig(),
    http.post('/api/mock-interviews', () => HttpResponse.json(interview, { status: 201 })),
    http.post('/api/mock-interviews/:id/answers', async ({ request }) => {
      const { questionIndex } = (await request.json()) as { questionIndex: number };
      return answer(questionIndex);
    }),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<MockInterviewPage />, { route: '/interviews' });
  await page.user.click(screen.getByRole('button', { name: 'Private Equity' }));
  expect(await screen.findByText(/Question 1 of 2: Walk me through an LBO\./, undefined, REPLY)).toBeVisible();
  return page;
}

async function answer(page: Awaited<ReturnType<typeof startInterview>>, text: string) {
  await page.user.click(screen.getByRole('textbox', { name: 'Your answer' }));
  await page.user.paste(text);
  await page.user.click(screen.getByRole('button', { name: 'Send' }));
  return screen.findByRole('dialog');
}

test('an answer is evaluated: score out of 50, feedback, suggestions and the XP earned', async () => {
  const page = await startInterview(() => HttpResponse.json(evaluated()));
  expect(screen.getByTestId('question-counter')).toHaveTextContent('0 of 2 questions answered');

  const dialog = await answer(page, 'Buy with debt, grow EBITDA, exit.');
  expect(await within(dialog).findByTestId('evaluation-score')).toHaveTextContent('38/50');
  expect(within(dialog).getByText('Clear structure and the right drivers.')).toBeVisible();
  expect(within(dialog).getByText('Quantify the exit multiple.')).toBeVisible();
  expect(within(dialog).getByTestId('xp-earned')).toHaveTextContent('+15 XP earned');
  expect(within(dialog).getByText('Buy with debt, grow EBITDA, exit.')).toBeVisible();

  await page.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/Question 2 of 2: What drives returns in a buyout\?/, undefined, REPLY)).toBeVisible();
  expect(screen.getByTestId('question-counter')).toHaveTextContent('1 of 2 questions answered');
});

test('an evaluation made by the local evaluator carries the fallback banner', async () => {
  const page = await startInterview(() =>
    HttpResponse.json(evaluated({ source: 'local', notice: 'The AI service did not answer; the local evaluator scored this answer.' })),
  );
  const dialog = await answer(page, 'Debt and multiple expansion.');
  expect(await within(dialog).findByTestId('evaluation-score')).toBeVisible();
  expect(await screen.findByText('Evaluation Warning')).toBeVisible();
  expect(within(dialog).getByText(FALLBACK_BANNER)).toBeVisible();
});

test('a failed evaluation can be retried; Continue waits for a result', async () => {
  let attempts = 0;
  const page = await startInterview(() => {
    attempts += 1;
    return attempts === 1
      ? HttpResponse.json({ error: { code: 'evaluation_failed', message: 'The evaluator is busy.' } }, { status: 503 })
      : HttpResponse.json(evaluated({ score: 20, level: 'medium' }));
  });
  const dialog = await answer(page, 'Leverage.');
  expect(await within(dialog).findByText('The evaluator is busy.')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();

  await page.user.click(within(dialog).getByRole('button', { name: /try again|retry/i }));
  expect(await within(dialog).findByTestId('evaluation-score')).toHaveTextContent('20/50');
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
});
