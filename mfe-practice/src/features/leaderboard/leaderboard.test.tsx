// Leaderboard (spec 02 §2.6): Top Scorers and Most Improved by industry, searched by name or university.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { LeaderboardRow, LeaderboardView } from './api';
import LeaderboardPage from './leaderboard';

const people: LeaderboardRow[] = [
  { rank: 1, name: 'Ada Lovelace', university: 'HEC Paris', xp: 2400, score: 91, currentScore: 93, improvement: 12, isYou: false },
  { rank: 2, name: 'Alan Turing', university: 'LSE', xp: 1800, score: 84, currentScore: 80, improvement: null, isYou: true },
];

/** The gateway's leaderboard over `people`, searched like the gateway searches, recording each query. */
function leaderboard(queries: URLSearchParams[] = []) {
  return http.get('/api/leaderboard', ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const q = (params.get('q') ?? '').toLowerCase();
    const view: LeaderboardView = {
      tab: params.get('tab') === 'improved' ? 'improved' : 'top',
      industry: 'all',
      industryLabel: 'All Industries',
      query: q,
      entries: people.filter((p) => `${p.name} ${p.university}`.toLowerCase().includes(q)),
    };
    return HttpResponse.json(view);
  });
}

function board() {
  return screen.findByRole('list', { name: 'Leaderboard' });
}

test('lists the top scorers, marking the student\'s own row', async () => {
  server.use(leaderboard());
  signIn();
  renderScreen(<LeaderboardPage />, { route: '/leaderboard' });
  const list = await board();
  expect(within(list).getByText('Ada Lovelace')).toBeVisible();
  expect(within(list).getByText('You')).toBeVisible();
});

test('searching by university asks the gateway once typing pauses and keeps the search in the URL', async () => {
  const queries: URLSearchParams[] = [];
  server.use(leaderboard(queries));
  const page = renderScreen(<LeaderboardPage />, { route: '/leaderboard' });
  await board();
  await page.user.type(screen.getByRole('searchbox', { name: 'Search by name or university' }), 'LSE');

  await waitFor(() => expect(page.location()).toBe('/leaderboard?q=LSE'));
  // The board of the search replaces the whole board, once its answer is in.
  await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
  expect(within(await board()).getByText('Alan Turing')).toBeVisible();
  expect(queries.map((q) => q.get('q'))).toEqual(['', 'LSE']);
});

test('a search with no match says to try another term', async () => {
  server.use(leaderboard());
  const page = renderScreen(<LeaderboardPage />, { route: '/leaderboard' });
  await board();
  await page.user.type(screen.getByRole('searchbox', { name: 'Search by name or university' }), 'Oxford');
  expect(await screen.findByText('No results found. Try a different search term.')).toBeVisible();
});

test('Most Improved asks for the improvement tab', async () => {
  const queries: URLSearchParams[] = [];
  server.use(leaderboard(queries));
  const page = renderScreen(<LeaderboardPage />, { route: '/leaderboard' });
  await board();
  await page.user.click(screen.getByRole('tab', { name: 'Most Improved' }));
  await waitFor(() => expect(queries.at(-1)?.get('tab')).toBe('improved'));
  expect(page.location()).toBe('/leaderboard?tab=improved');
});

test('a failure says the leaderboard could not be loaded', async () => {
  server.use(http.get('/api/leaderboard', () => HttpResponse.json({ error: { code: 'internal', message: 'Try later' } }, { status: 500 })));
  renderScreen(<LeaderboardPage />, { route: '/leaderboard' });
  expect(await screen.findByText('The leaderboard could not be loaded')).toBeVisible();
});
