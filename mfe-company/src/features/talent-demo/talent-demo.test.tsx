// The public demo of the Talent Dashboard (issue 19): sample candidates labelled as demo data on the
// page and on each card; View Profile and Contact explain that they need a recruiter account.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import { talentEntry } from '../../testing/candidates';
import TalentDemoPage from './talent-demo';

const sample = (name: string, rank: number) => ({ ...talentEntry(name, rank), sample: true });

function openDemo() {
  return renderScreen(<TalentDemoPage />, { route: '/company/demo' });
}

test('a visitor sees the sample candidates, labelled as demo data on the page and on every card', async () => {
  server.use(
    http.get('/api/company/demo/talent', () =>
      HttpResponse.json({ topPerformers: [sample('Sofia Marchetti', 1), sample('Lukas Brandt', 2)], mostImproved: [sample('Amara Okafor', 1)] }),
    ),
  );
  openDemo();
  expect(screen.getByText('Sample candidates — demo data')).toBeVisible();
  const top = await screen.findByRole('region', { name: 'Top Performers' });
  const cards = [...within(top).getAllByRole('listitem'), ...within(screen.getByRole('region', { name: 'Most Improved' })).getAllByRole('listitem')];
  expect(cards).toHaveLength(3);
  for (const card of cards) expect(within(card).getByText('Sample candidate')).toBeVisible();
  expect(within(top).getByText('Sofia Marchetti')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Recruiter login' })).toHaveAttribute('href', '/company/login');
});

test('Contact explains that a recruiter account is needed, with the way to get one', async () => {
  server.use(http.get('/api/company/demo/talent', () => HttpResponse.json({ topPerformers: [sample('Sofia Marchetti', 1)], mostImproved: [] })));
  const page = openDemo();
  await page.user.click(await screen.findByRole('button', { name: 'Contact Sofia Marchetti' }));
  const dialog = await screen.findByRole('dialog', { name: 'A recruiter account is needed' });
  expect(within(dialog).getByText('To contact Sofia Marchetti, sign in with a recruiter account. Your company can request one.')).toBeVisible();
  expect(within(dialog).getByRole('link', { name: 'Request company access' })).toHaveAttribute('href', '/company/contact');
});

test('a failed load says so, and Retry loads the demo again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/company/demo/talent', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ error: { code: 'unavailable', message: 'Bullpen is unavailable right now.' } }, { status: 503 })
        : HttpResponse.json({ topPerformers: [sample('Mei Tanaka', 1)], mostImproved: [] });
    }),
  );
  const page = openDemo();
  expect(await screen.findByText('We could not load the demo')).toBeVisible();
  await page.user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByText('Mei Tanaka')).toBeVisible();
});
