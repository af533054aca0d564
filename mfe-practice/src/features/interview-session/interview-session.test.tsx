// Interview session (spec 02 §2.5, §4): a yes/no greeting, the questions one at a time, each answer
// saved and evaluated when signed in, then the evaluations and the summary.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { PracticeQuestion } from '../../api/practice';
import { appConfig } from '../../testing/config';
import InterviewSessionPage from './interview-session';

/** The interviewer moves on a second after each answer. */
const NEXT = { timeout: 4000 };
jest.setTimeout(20_000);

const question: PracticeQuestion = {
  id: 'pe-tech-001',
  specialization: 'pe',
  interviewType: 'Technical',
  difficulty: 1,
  topic: 'LBO',
  question: 'Walk me through an LBO.',
};

function openSession(route = '/interview/Private%20Equity/Technical') {
  return renderScreen(<InterviewSessionPage />, { route, path: '/interview/:specialization/:interviewType' });
}

test('a signed-in student answers, then reads the evaluation and the session average', async () => {
  let saved: unknown;
  server.use(
    appConfig(),
    http.get('/api/questions', () => HttpResponse.json([question])),
    http.post('/api/interview-responses', async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json(
        {
          evaluation: { score: 40, level: 'strong', feedback: 'Well structured.', suggestions: [], source: 'ai' },
          xpAwarded: 10,
          response: {},
        },
        { status: 201 },
      );
    }),
  );
  signIn();
  const page = openSession();
  const ready = await screen.findByRole('textbox', { name: 'Are you ready? Type yes or no' });
  await page.user.type(ready, 'maybe{Enter}');
  expect(screen.queryByText(/Question 1 of 1/)).not.toBeInTheDocument();
  await page.user.clear(ready);
  await page.user.type(ready, 'Yes{Enter}');
  expect(await screen.findByText('Question 1 of 1: Walk me through an LBO.')).toBeVisible();

  await page.user.click(screen.getByRole('textbox', { name: 'Your answer' }));
  await page.user.paste('Debt, operations, exit.');
  await page.user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Answer Evaluation' }, NEXT)).toBeVisible();
  expect(await screen.findByTestId('evaluation-score')).toHaveTextContent('40/50');
  expect(screen.getByText('+10 XP earned')).toBeVisible();
  expect(saved).toMatchObject({ questionId: 'pe-tech-001', specialization: 'pe', interviewType: 'Technical', answer: 'Debt, operations, exit.' });

  await page.user.click(screen.getByRole('button', { name: 'Close and see summary' }));
  expect(await screen.findByTestId('session-average')).toHaveTextContent('40/50');
});

test('an interview type that does not exist says so', () => {
  renderScreen(<InterviewSessionPage />, { route: '/interview/Private%20Equity/Gossip', path: '/interview/:specialization/:interviewType' });
  expect(screen.getByText('This interview does not exist')).toBeVisible();
});

test('a bank with no question of the type offers another type', async () => {
  server.use(appConfig(), http.get('/api/questions', () => HttpResponse.json([])));
  openSession();
  expect(await screen.findByText('No questions yet')).toBeVisible();
});

test('a follow-up is answered in the evaluation and changes the score and the session average', async () => {
  const followUp = { round: 1, kind: 'missed-concept', concept: 'debt paydown', prompt: 'How does paying down debt add to returns?' };
  let followUpAnswer: unknown;
  server.use(
    appConfig(),
    http.get('/api/questions', () => HttpResponse.json([question])),
    http.post('/api/interview-responses', () =>
      HttpResponse.json(
        {
          evaluation: { score: 12, level: 'weak', feedback: 'Thin.', suggestions: [], source: 'local' },
          xpAwarded: 12,
          response: { id: 'resp-1' },
          followUp,
        },
        { status: 201 },
      ),
    ),
    http.post('/api/interview-responses/:id/follow-up', async ({ params, request }) => {
      followUpAnswer = { id: params.id, ...((await request.json()) as object) };
      return HttpResponse.json(
        {
          evaluation: { score: 30, level: 'medium', feedback: 'Better with the paydown.', suggestions: [], source: 'local' },
          scoreBefore: 12,
          scoreAfter: 30,
          followUps: [{ ...followUp, answer: 'Free cash flow repays debt.', scoreBefore: 12, scoreAfter: 30, gapClosed: true }],
          xpAwarded: 18,
        },
        { status: 201 },
      );
    }),
  );
  signIn({ isPremium: true });
  const page = openSession();
  const ready = await screen.findByRole('textbox', { name: 'Are you ready? Type yes or no' });
  await page.user.type(ready, 'yes{Enter}');
  await page.user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
  await page.user.paste('You buy it with debt.');
  await page.user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Answer Evaluation' }, NEXT)).toBeVisible();
  expect(await screen.findByText('Follow-up 1 of 2: How does paying down debt add to returns?')).toBeVisible();

  await page.user.click(screen.getByRole('textbox', { name: 'Your answer to the follow-up' }));
  await page.user.paste('Free cash flow repays debt.');
  await page.user.keyboard('{Enter}');
  expect(await screen.findByTestId('follow-up-change')).toHaveTextContent('Follow-ups changed your score: 12/50 → 30/50 (+18)');
  expect(screen.getByTestId('evaluation-score')).toHaveTextContent('30/50');
  expect(screen.getByText('+30 XP earned')).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Your answer to the follow-up' })).not.toBeInTheDocument();
  expect(followUpAnswer).toEqual({ id: 'resp-1', answer: 'Free cash flow repays debt.' });

  await page.user.click(screen.getByRole('button', { name: 'Close and see summary' }));
  expect(await screen.findByTestId('session-average')).toHaveTextContent('30/50');
});
