// Talent Dashboard (spec 02 §2.12): the General Leaderboard (Top Performers, Most Improved) and AI
// Candidate Matching on a second tab.
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { candidate, talentEntry } from '../../testing/candidates';
import TalentDashboardPage from './talent-dashboard';

function openDashboard() {
  signIn({ email: 'recruiter@acme.com', isCompany: true });
  return renderScreen(<TalentDashboardPage />, { route: '/company/analytics' });
}

describe('General Leaderboard', () => {
  test('shows skeletons while the candidates load, then each list with rank, figures and actions', async () => {
    server.use(
      http.get('/api/company/talent', async () => {
        await delay(50);
        return HttpResponse.json({
          topPerformers: [talentEntry('Ada Lovelace', 1, { score: 91.6, xp: 2400 }), talentEntry('Alan Turing', 2, { score: 77.2 })],
          mostImproved: [talentEntry('Grace Hopper', 1, { currentScore: 64, improvement: 18.4 })],
        });
      }),
    );
    openDashboard();
    expect(screen.getByRole('status', { name: 'Loading candidates' })).toBeInTheDocument();

    const top = await screen.findByRole('region', { name: 'Top Performers' });
    const [first, second] = within(top).getAllByRole('listitem');
    expect(within(first!).getByLabelText('Rank 1')).toBeVisible();
    expect(within(first!).getByText('Ada Lovelace')).toBeVisible();
    expect(within(first!).getByText('92%')).toBeVisible();
    expect(within(first!).getByText('2,400')).toBeVisible();
    expect(within(second!).getByText('Alan Turing')).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'View profile of Ada Lovelace' })).toHaveAttribute('href', '/company/candidate/ada-lovelace');
    expect(within(first!).getByRole('link', { name: 'Contact Ada Lovelace' })).toHaveAttribute('href', '/company/chat/ada-lovelace');

    const improved = screen.getByRole('region', { name: 'Most Improved' });
    expect(within(improved).getByText('Grace Hopper')).toBeVisible();
    expect(within(improved).getByText('+18%')).toBeVisible();
  });

  test('with no candidate who opted in, says how candidates appear', async () => {
    server.use(http.get('/api/company/talent', () => HttpResponse.json({ topPerformers: [], mostImproved: [] })));
    openDashboard();
    expect(await screen.findByText('No candidates to show yet')).toBeVisible();
    expect(screen.getByText('No improvement data yet')).toBeVisible();
  });

  test('a failed load says so and Retry loads again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/company/talent', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'The database is not answering.' } }, { status: 500 })
          : HttpResponse.json({ topPerformers: [talentEntry('Ada Lovelace', 1)], mostImproved: [] });
      }),
    );
    const page = openDashboard();
    expect(await screen.findByText('We could not load the candidates')).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
  });
});

describe('AI Candidate Matching', () => {
  async function openMatching() {
    server.use(http.get('/api/company/talent', () => HttpResponse.json({ topPerformers: [], mostImproved: [] })));
    const page = openDashboard();
    await page.user.click(screen.getByRole('tab', { name: 'AI Candidate Matching' }));
    return page;
  }

  test('both fields are required before anything is sent', async () => {
    const page = await openMatching();
    await page.user.type(screen.getByLabelText(/profile description/i), 'PE associate with LBO modelling');
    await page.user.click(screen.getByRole('button', { name: 'Generate Matches' }));
    expect(await screen.findAllByText('Please fill in both fields.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/soft skills/i)).toHaveAttribute('aria-invalid', 'true');
  });

  test('lists the best matches with their score and reasons', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/company/match', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          matches: [
            { candidate: candidate('Ada Lovelace'), matchScore: 87, reasons: ['Private Equity specialist', 'Strong on leadership'] },
            { candidate: candidate('Alan Turing', { specialization: null }), matchScore: 54, reasons: [] },
          ],
        });
      }),
    );
    const page = await openMatching();
    await page.user.type(screen.getByLabelText(/profile description/i), 'PE associate with LBO modelling');
    await page.user.type(screen.getByLabelText(/soft skills/i), 'leadership');
    await page.user.click(screen.getByRole('button', { name: 'Generate Matches' }));

    const results = await screen.findByRole('list', { name: 'Matching candidates' });
    expect(within(results).getByText('2 best matches')).toBeVisible();
    expect(within(results).getByText('87%')).toBeVisible();
    expect(within(results).getByText('Strong on leadership')).toBeVisible();
    expect(within(results).getByText('Alan Turing')).toBeVisible();
    expect(sent).toEqual({ profileDescription: 'PE associate with LBO modelling', softSkills: 'leadership' });
  });

  test('no match suggests what to try instead', async () => {
    server.use(http.post('/api/company/match', () => HttpResponse.json({ matches: [] })));
    const page = await openMatching();
    await page.user.type(screen.getByLabelText(/profile description/i), 'Astronaut');
    await page.user.type(screen.getByLabelText(/soft skills/i), 'zero gravity');
    await page.user.click(screen.getByRole('button', { name: 'Generate Matches' }));
    expect(await screen.findByText('No matching candidates yet')).toBeVisible();
  });

  test('a server refusal is shown with its message', async () => {
    server.use(
      http.post('/api/company/match', () =>
        HttpResponse.json({ error: { code: 'validation_failed', message: 'Profile description is too long.' } }, { status: 400 }),
      ),
    );
    const page = await openMatching();
    await page.user.type(screen.getByLabelText(/profile description/i), 'PE');
    await page.user.type(screen.getByLabelText(/soft skills/i), 'grit');
    await page.user.click(screen.getByRole('button', { name: 'Generate Matches' }));
    expect(await screen.findByText('Matching failed')).toBeVisible();
    expect(screen.getByText('Profile description is too long.')).toBeVisible();
  });
});
