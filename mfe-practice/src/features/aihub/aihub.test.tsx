// AI Hub (spec 01 §2.4): the call to action depends on who visits, and the bank's figures come from
// the gateway, with a loading and an error state.
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn, signOut } from '@bullpen/shared/testing/render';
import { appConfig } from '../../testing/config';
import { reviewSummary } from '../../testing/review';
import AiHubPage from './aihub';

// A signed-in student's review card sits under the figures; nothing due unless a test says otherwise.
beforeEach(() => server.use(reviewSummary()));

const stats = (total: number) =>
  http.get('/api/questions/stats', async () => {
    await delay(20);
    return HttpResponse.json({ total, specializations: 6, interviewTypes: 4, bySpecialization: {}, byType: {} });
  });

const BUILT_IN = [
  { id: 'ib', name: 'Investment Banking', description: '', added: false },
  { id: 'pe', name: 'Private Equity', description: '', added: false },
];
const specializations = (list = BUILT_IN) => http.get('/api/specializations', () => HttpResponse.json({ specializations: list }));

// The list of specializations an admin may have added to; none unless a test says otherwise.
beforeEach(() => server.use(specializations()));

function figures() {
  return screen.getByRole('region', { name: 'Bullpen in numbers' });
}

test('shows the number of questions in the bank rounded down to the hundred, beside six specializations and four types', async () => {
  server.use(appConfig(), stats(1234));
  signOut();
  renderScreen(<AiHubPage />, { route: '/aihub' });
  expect(await within(figures()).findByText('1200+')).toBeVisible();
  expect(within(figures()).getByText('6')).toBeVisible();
  expect(within(figures()).getByText('4')).toBeVisible();
  expect(within(figures()).getByText('Interview Questions')).toBeVisible();
});

test('when the figures cannot be read, says so and offers Retry', async () => {
  server.use(appConfig(), http.get('/api/questions/stats', () => HttpResponse.json({ error: { code: 'internal', message: 'Bank unavailable' } }, { status: 500 })));
  signOut();
  renderScreen(<AiHubPage />, { route: '/aihub' });
  expect(await screen.findByText("We couldn't load the question bank")).toBeVisible();
  expect(screen.getByText('Bank unavailable')).toBeVisible();
});

test.each([
  ['a visitor is asked to get started', () => signOut(), 'Get Started', '/login'],
  ['a student without premium is offered premium', () => signIn(), 'Get Premium', '/pricing'],
  ['a premium student starts practicing', () => signIn({ isPremium: true }), 'Start Practicing', '/interviews'],
])('%s', async (_who, session, label, to) => {
  server.use(appConfig(), stats(500));
  session();
  renderScreen(<AiHubPage />, { route: '/aihub' });
  expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', to);
});

test('each specialization leads to its page', async () => {
  server.use(appConfig(), stats(500));
  signOut();
  renderScreen(<AiHubPage />, { route: '/aihub' });
  expect(await screen.findByRole('link', { name: /Private Equity/ })).toHaveAttribute('href', '/specialization/Private%20Equity');
});

test('lists a specialization an admin added after the six, marked new, with its question bank in preparation', async () => {
  server.use(
    appConfig(),
    stats(1234),
    specializations([...BUILT_IN, { id: 'real-estate', name: 'Real Estate', description: 'Property investment and REIT valuation.', added: true }]),
  );
  signOut();
  renderScreen(<AiHubPage />, { route: '/aihub' });
  const added = await screen.findByRole('list', { name: 'New specializations' });
  expect(within(added).getByRole('heading', { name: 'Real Estate' })).toBeVisible();
  expect(within(added).getByText('Property investment and REIT valuation.')).toBeVisible();
  expect(within(added).getByText('New')).toBeVisible();
  expect(within(added).getByText(/being written/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Investment Banking' })).toBeVisible();
});
