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
    http.get('/api/practice-settings', () => HttpResponse.json({ followUps: true })),
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

test('a follow-up on what the answer missed is asked, answered, and shown changing the score', async () => {
  const followUp = { round: 1, kind: 'missed-concept', concept: 'debt paydown', prompt: 'How does paying down debt add to returns?' };
  let followUpAnswer: unknown;
  server.use(
    http.post('/api/mock-interviews/:id/questions/:index/follow-up', async ({ request, params }) => {
      followUpAnswer = { index: params.index, ...((await request.json()) as object) };
      return HttpResponse.json(
        {
          evaluation: { score: 27, level: 'medium', feedback: 'Now with debt paydown.', suggestions: [], source: 'local' },
          scoreBefore: 12,
          scoreAfter: 27,
          followUps: [{ ...followUp, answer: 'Cash flow repays debt, so equity grows.', scoreBefore: 12, scoreAfter: 27, gapClosed: true }],
          xpAwarded: 7,
        },
        { status: 201 },
      );
    }),
  );
  const page = await startInterview(() => HttpResponse.json({ ...evaluated({ score: 12, level: 'weak' }), xpAwarded: 6, followUp }));
  const dialog = await answer(page, 'You buy it and sell it later.');
  expect(await within(dialog).findByText('Your interviewer has a follow-up question')).toBeVisible();
  await page.user.click(within(dialog).getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('Follow-up 1 of 2: How does paying down debt add to returns?', undefined, REPLY)).toBeVisible();
  expect(screen.getByTestId('question-counter')).toHaveTextContent('0 of 2 questions answered');
  await page.user.click(screen.getByRole('textbox', { name: 'Your answer to the follow-up' }));
  await page.user.paste('Cash flow repays debt, so equity grows.');
  await page.user.click(screen.getByRole('button', { name: 'Send' }));

  const again = await screen.findByRole('dialog');
  expect(await within(again).findByTestId('follow-up-change')).toHaveTextContent('Follow-ups changed your score: 12/50 → 27/50 (+15)');
  expect(within(again).getByText('Point made')).toBeVisible();
  expect(followUpAnswer).toEqual({ index: '0', answer: 'Cash flow repays debt, so equity grows.' });
  await page.user.click(within(again).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/Question 2 of 2: What drives returns in a buyout\?/, undefined, REPLY)).toBeVisible();
});

test('a student can turn follow-up questions off, and the setting is saved', async () => {
  let saved: { followUps?: boolean } = {};
  server.use(
    http.put('/api/practice-settings', async ({ request }) => {
      saved = (await request.json()) as { followUps: boolean };
      return HttpResponse.json(saved);
    }),
  );
  const page = await startInterview(() => HttpResponse.json(evaluated()));
  const toggle = screen.getByRole('checkbox', { name: 'Ask me follow-up questions' });
  expect(toggle).toBeChecked();
  await page.user.click(toggle);
  expect(await screen.findByRole('checkbox', { name: 'Ask me follow-up questions', checked: false })).toBeInTheDocument();
  expect(saved).toEqual({ followUps: false });
});
