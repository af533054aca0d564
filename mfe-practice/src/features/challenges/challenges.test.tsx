// Skill Challenges (spec 02 §2.7): a specialization's challenges with their completion, a run of one
// (an answer required before going on), its result, and the spec's messages.
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
      questions: [{ id: 'q1', type: 'multiple-choice', prompt: 'Which multiple suits a loss-making company?', options: ['P/E', 'EV/Revenue'] }],
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

test('a run needs an answer before going on, then shows the gateway\'s score and XP', async () => {
  let attempt: unknown;
  const scored: AttemptResult = {
    attemptId: 'a1',
    challengeId: 'ib-valuation',
    level: 1,
    correct: 1,
    total: 1,
    score: 100,
    xpEarned: 40,
    xpAwarded: 40,
    message: 'Perfect run!',
    results: [{ questionId: 'q1', type: 'multiple-choice', answered: true, correct: true, correctAnswer: 1, explanation: 'Earnings are negative.' }],
    totalXp: 240,
  };
  server.use(
    challengesOf([valuation]),
    completions([]),
    http.post('/api/challenges/:id/runs', () => HttpResponse.json({ runToken: 'run-1', startedAt: '2026-11-25T10:00:00.000Z' }, { status: 201 })),
    http.post('/api/challenges/:id/attempts', async ({ request }) => {
      attempt = await request.json();
      return HttpResponse.json(scored);
    }),
  );
  signIn({ isPremium: true });
  const page = renderScreen(<ChallengesPage />, { route: '/training' });
  await page.user.click(await within(await screen.findByRole('article', { name: 'Valuation Sprint' })).findByRole('button', { name: 'Start Challenge' }));

  const run = await screen.findByRole('region', { name: 'Valuation Sprint, level 1' });
  expect(within(run).getByText('Which multiple suits a loss-making company?')).toBeVisible();
  await page.user.click(within(run).getByRole('button', { name: 'Finish Challenge' }));
  expect(await screen.findByText('Please select an answer')).toBeVisible();

  await page.user.click(within(run).getByRole('radio', { name: 'EV/Revenue' }));
  await page.user.click(within(run).getByRole('button', { name: 'Finish Challenge' }));
  const result = await screen.findByRole('region', { name: 'Challenge result' }, { timeout: 4000 });
  expect(within(result).getByRole('status')).toHaveTextContent('Perfect run!');
  expect(within(result).getByText('1 of 1 correct')).toBeVisible();
  expect(within(result).getByText('Earnings are negative.')).toBeVisible();
  expect(attempt).toMatchObject({ level: 1, runToken: 'run-1', answers: [{ questionId: 'q1', choice: 1 }] });
});
