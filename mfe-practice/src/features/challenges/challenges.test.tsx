// Skill Challenges (spec 02 §2.7): a specialization's challenges with their completion, a run of one
// opened on the server (an answer required before going on), its result, Cancel scoring the answers so
// far, and the spec's messages.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn, signOut } from '@bullpen/shared/testing/render';
import type { PublicChallenge } from '@bullpen/shared';
import type { AttemptResult, Completion } from './api';
import ChallengesPage from './challenges';

const valuation: PublicChallenge = {
  id: 'ib-valuation',
  specialization: 'ib',
  title: 'Valuation Sprint',
  description: 'Quick questions on multiples and DCF.',
  skill: 'technical',
  difficulty: 'intermediate',
  levels: [
    {
      level: 1,
      timeLimit: 300,
      xpReward: 40,
      questions: [
        { id: 'q1', type: 'multiple-choice', prompt: 'Which multiple suits a loss-making company?', options: ['P/E', 'EV/Revenue'] },
        { id: 'q2', type: 'scenario', prompt: 'A client asks why its DCF is so sensitive. What do you say?' },
      ],
    },
  ],
};

function challengesOf(list: PublicChallenge[], requested: string[] = []) {
  return http.get('/api/challenges', ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('specialization') ?? '');
    return HttpResponse.json({ challenges: list });
  });
}

/** A run shows 'Evaluating...' for at least 1.5 s before its result. */
jest.setTimeout(20_000);

const completions = (list: Completion[]) => http.get('/api/challenges/completions', () => HttpResponse.json({ completions: list }));

test('lists the challenges of the chosen specialization, with XP and duration', async () => {
  const requested: string[] = [];
  server.use(challengesOf([valuation], requested));
  signOut();
  renderScreen(<ChallengesPage />, { route: '/training?specialization=Investment%20Banking' });
  const card = await screen.findByRole('article', { name: 'Valuation Sprint' });
  expect(within(card).getByText('40 XP')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Start Challenge' })).toBeVisible();
  expect(screen.getByText(/Log in with a premium account to save your runs and earn XP\./)).toBeVisible();
  expect(requested).toEqual(['ib']);
});

test('a completed challenge shows its best score and offers to try again, also under Completed', async () => {
  server.use(
    challengesOf([valuation]),
    completions([{ challengeId: 'ib-valuation', attempts: 2, bestScore: 90, lastScore: 70, lastAt: '2026-11-20T10:00:00.000Z', levels: [1] }]),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<ChallengesPage />, { route: '/training' });
  const card = await screen.findByRole('article', { name: 'Valuation Sprint' });
  expect(await within(card).findByText('Best score 90% · 2 runs')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.user.click(screen.getByRole('tab', { name: 'Completed' }));
  expect(await screen.findByRole('article', { name: 'Valuation Sprint' })).toBeVisible();
});

test('a specialization with no challenge says there are none', async () => {
  server.use(challengesOf([]));
  signOut();
  renderScreen(<ChallengesPage />, { route: '/training?specialization=Audit' });
  expect(await screen.findByText('Error: No questions available for this challenge.')).toBeVisible();
});

test('a game that does not exist is an assessment not found', async () => {
  server.use(challengesOf([valuation]));
  signOut();
  renderScreen(<ChallengesPage />, { route: '/training?game=99' });
  expect(await screen.findByText('Assessment not found. Please try again.')).toBeVisible();
});

const RUN_ID = '0b5e7f2c-8a41-4d6e-9c3f-2a1b0c9d8e7f';
const openRun = (opened: string[] = []) =>
  http.post('/api/challenges/:id/runs', ({ params }) => {
    opened.push(String(params.id));
    return HttpResponse.json({ runId: RUN_ID, startedAt: '2026-11-25T10:00:00.000Z', timeLimit: 300 }, { status: 201 });
  });

function scoredRun(fields: Partial<AttemptResult>): AttemptResult {
  return {
    attemptId: 'a1',
    challengeId: 'ib-valuation',
    level: 1,
    outcome: 'finished',
    correct: 2,
    total: 2,
    score: 100,
    xpEarned: 40,
    xpAwarded: 40,
    message: 'Challenge Complete! You scored 100% and earned 40 XP.',
    results: [
      { questionId: 'q1', type: 'multiple-choice', answered: true, correct: true, correctAnswer: 1, explanation: 'Earnings are negative.' },
      { questionId: 'q2', type: 'scenario', answered: true, correct: true, evaluationScore: 38, feedback: 'Clear on terminal value.' },
    ],
    totalXp: 240,
    ...fields,
  };
}

test('a run needs an answer before going on, then shows the gateway\'s score and XP', async () => {
  let attempt: unknown;
  server.use(
    challengesOf([valuation]),
    completions([]),
    openRun(),
    http.post('/api/challenges/:id/attempts', async ({ request }) => {
      attempt = await request.json();
      return HttpResponse.json(scoredRun({}));
    }),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<ChallengesPage />, { route: '/training' });
  await page.user.click(await within(await screen.findByRole('article', { name: 'Valuation Sprint' })).findByRole('button', { name: 'Start Challenge' }));

  const run = await screen.findByRole('region', { name: 'Valuation Sprint, level 1' });
  expect(within(run).getByText('Which multiple suits a loss-making company?')).toBeVisible();
  await page.user.click(within(run).getByRole('button', { name: 'Next Question' }));
  expect(await screen.findByText('Please select an answer')).toBeVisible();

  await page.user.click(within(run).getByRole('radio', { name: 'EV/Revenue' }));
  await page.user.click(within(run).getByRole('button', { name: 'Next Question' }));
  await page.user.type(within(run).getByRole('textbox', { name: 'A client asks why its DCF is so sensitive. What do you say?' }), 'Most of the value sits in the terminal value.');
  await page.user.click(within(run).getByRole('button', { name: 'Finish Challenge' }));
  const result = await screen.findByRole('region', { name: 'Challenge result' }, { timeout: 4000 });
  expect(within(result).getByRole('status')).toHaveTextContent('Challenge Complete! You scored 100% and earned 40 XP.');
  expect(within(result).getByText('2 of 2 correct')).toBeVisible();
  expect(within(result).getByText('Earnings are negative.')).toBeVisible();
  expect(within(result).queryByText(/Challenge canceled/)).not.toBeInTheDocument();
  expect(attempt).toEqual({ runId: RUN_ID, answers: [{ questionId: 'q1', choice: 1 }, { questionId: 'q2', text: 'Most of the value sits in the terminal value.' }], today: expect.any(String) });
});

test('Cancel ends the run: the questions answered so far are scored, with their XP, and the result shows', async () => {
  const opened: string[] = [];
  let cancelled: unknown;
  server.use(
    challengesOf([valuation]),
    completions([]),
    openRun(opened),
    http.post('/api/challenges/:id/runs/:runId/cancel', async ({ request, params }) => {
      cancelled = { runId: params.runId, ...((await request.json()) as object) };
      return HttpResponse.json(
        scoredRun({
          outcome: 'cancelled',
          correct: 1,
          score: 50,
          xpEarned: 20,
          xpAwarded: 20,
          message: 'Challenge Complete! You scored 50% and earned 20 XP.',
          results: [scoredRun({}).results[0]!, { questionId: 'q2', type: 'scenario', answered: false, correct: false, evaluationScore: 0 }],
        }),
      );
    }),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<ChallengesPage />, { route: '/training' });
  await page.user.click(await within(await screen.findByRole('article', { name: 'Valuation Sprint' })).findByRole('button', { name: 'Start Challenge' }));

  const run = await screen.findByRole('region', { name: 'Valuation Sprint, level 1' });
  await page.user.click(within(run).getByRole('radio', { name: 'EV/Revenue' }));
  await page.user.click(within(run).getByRole('button', { name: 'Next Question' }));
  await page.user.click(within(run).getByRole('button', { name: 'Cancel' }));

  expect(await screen.findByText('Evaluating...')).toBeVisible();
  const result = await screen.findByRole('region', { name: 'Challenge result' }, { timeout: 4000 });
  expect(within(result).getByText(/^Challenge canceled\. You can try again later\. The questions you answered before cancelling were scored\.$/)).toBeVisible();
  expect(within(result).getByRole('status')).toHaveTextContent('Challenge Complete! You scored 50% and earned 20 XP.');
  expect(within(result).getByText('1 of 2 correct')).toBeVisible();
  expect(within(result).getByText('Not answered')).toBeVisible();
  expect(opened).toEqual(['ib-valuation']);
  expect(cancelled).toEqual({ runId: RUN_ID, answers: [{ questionId: 'q1', choice: 1 }], today: expect.any(String) });
});

test('a run the server cannot open says so, and leads back to the challenges', async () => {
  server.use(
    challengesOf([valuation]),
    completions([]),
    http.post('/api/challenges/:id/runs', () => HttpResponse.json({ error: { code: 'forbidden', message: 'Premium access required for this feature' } }, { status: 403 })),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<ChallengesPage />, { route: '/training' });
  await page.user.click(await within(await screen.findByRole('article', { name: 'Valuation Sprint' })).findByRole('button', { name: 'Start Challenge' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The challenge could not be started')).toBeVisible();
  expect(within(alert).getByText('Premium access required for this feature')).toBeVisible();
  await page.user.click(screen.getByRole('button', { name: 'Back to challenges' }));
  expect(await screen.findByRole('article', { name: 'Valuation Sprint' })).toBeVisible();
});
