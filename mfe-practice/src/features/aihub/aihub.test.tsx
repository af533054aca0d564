// AI Hub (spec 01 §2.4): the call to action depends on who visits, and the bank's figures come from
// the gateway, with a loading and an error state.
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn, signOut } from '@bullpen/shared/testing/render';
import { appConfig } from '../../testing/config';
import AiHubPage from './aihub';

const stats = (total: number) =>
  http.get('/api/questions/stats', async () => {
    await delay(20);
    return HttpResponse.json({ total, specializations: 6, interviewTypes: 4, bySpecialization: {}, byType: {} });
  });

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
