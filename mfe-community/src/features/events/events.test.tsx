// Events (spec 01 §2.5): the community's events as cards, with the loading, empty and error states.
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import type { CommunityEvent } from '@bullpen/shared';
import EventsPage from './events';

const roundtable: CommunityEvent = {
  id: 'pe-roundtable',
  title: 'Private Equity Roundtable',
  description: 'Three investors on how they screen deals and what they look for in analysts.',
  type: 'Roundtable',
  date: '2026-12-03',
  time: '18:00–19:00 CET',
  location: 'Online Event',
  speakers: ['Jane Doe'],
  experiences: [],
  image: 'roundtable',
  audioSummary: null,
  registrationLink: 'https://example.com/register',
  spotifyLink: 'https://example.com/spotify',
  youtubeLink: 'https://example.com/youtube',
};

test('shows placeholders while loading, then one card per event', async () => {
  server.use(
    http.get('/api/events', async () => {
      await delay(30);
      return HttpResponse.json({ events: [roundtable] });
    }),
  );
  renderScreen(<EventsPage />, { route: '/events' });
  expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Private Equity Roundtable' });
  expect(within(card).getByText('Jane Doe', { exact: false })).toBeVisible();
  expect(within(card).getByText('18:00–19:00 CET', { exact: false })).toBeVisible();
  expect(within(card).getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', 'https://example.com/register');
});

test('with no event planned, invites visitors to write to the team', async () => {
  server.use(http.get('/api/events', () => HttpResponse.json({ events: [] })));
  renderScreen(<EventsPage />, { route: '/events' });
  expect(await screen.findByText('No events planned yet')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Contact the team' })).toHaveAttribute('href', '/bullpen#contact');
});

test('when the events cannot be loaded, Retry loads them again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/events', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : HttpResponse.json({ events: [roundtable] });
    }),
  );
  const page = renderScreen(<EventsPage />, { route: '/events' });
  expect(await screen.findByText("We couldn't load the events")).toBeVisible();
  await page.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Private Equity Roundtable' })).toBeVisible();
});
