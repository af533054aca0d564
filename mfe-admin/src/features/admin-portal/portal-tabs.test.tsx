// The admin portal's Candidates and Insights tabs (spec 02 §2.13): the real top five and latest
// evaluated answers, and charts of the platform's activity; each tab kept in the URL.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { portalDefaults } from '../../testing/portal-data';
import AdminPortalPage from './admin-portal';

// The dashboard's recent mock interviews and the specialization list: none unless a test says otherwise.
beforeEach(() => server.use(...portalDefaults()));

function openTab(tab: string) {
  signIn({ email: 'admin@bullpen.test', isAdmin: true });
  return renderScreen(<AdminPortalPage />, { route: `/admin?tab=${tab}` });
}

describe('Candidates', () => {
  test('ranks the top five by combined score and lists the latest evaluated answers', async () => {
    server.use(
      http.get('/api/admin/candidates', () =>
        HttpResponse.json({
          topFive: [
            { rank: 1, userId: 'u1', name: 'Ada Lovelace', university: 'HEC Paris', score: 91.4, xp: 2400 },
            { rank: 2, userId: 'u2', name: 'Alan Turing', university: '', score: 77, xp: 900 },
          ],
          recentActivity: [
            { userId: 'u1', name: 'Ada Lovelace', specialization: 'Private Equity', interviewType: 'Technical', score: 84, at: '2026-11-24T09:30:00.000Z' },
          ],
        }),
      ),
    );
    openTab('candidates');
    const top = await screen.findByRole('list', { name: 'Top five candidates' });
    const [first, second] = within(top).getAllByRole('listitem');
    expect(within(first!).getByText('HEC Paris · 2,400 XP')).toBeVisible();
    expect(within(first!).getByText('91%')).toBeVisible();
    expect(within(second!).getByText('900 XP')).toBeVisible();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText(/^Technical · Private Equity · /)).toBeVisible();
    expect(within(activity).getByText('84%')).toBeVisible();
  });

  test('before any evaluated answer, both lists say what will show there', async () => {
    server.use(http.get('/api/admin/candidates', () => HttpResponse.json({ topFive: [], recentActivity: [] })));
    openTab('candidates');
    expect(await screen.findByText('No scores yet')).toBeVisible();
    expect(screen.getByText('No activity yet')).toBeVisible();
  });
});

describe('Insights', () => {
  test('charts the average score and answers per specialization, answers per type and sign-ups per week', async () => {
    server.use(
      http.get('/api/admin/insights', () =>
        HttpResponse.json({
          bySpecialization: [
            { id: 'pe', name: 'Private Equity', answers: 12, averageScore: 68 },
            { id: 'vc', name: 'Venture Capital', answers: 0, averageScore: 0 },
          ],
          byType: [{ type: 'Technical', answers: 9 }],
          signupsByWeek: [{ weekStart: '2026-11-16', signups: 5 }],
        }),
      ),
    );
    openTab('insights');
    const scores = await screen.findByRole('list', { name: 'Average score by specialization' });
    expect(within(scores).getByText('68%')).toBeVisible();
    expect(within(scores).getByText('—')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Answers by specialization' })).getByText('12')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Answers by interview type' })).getByText('9')).toBeVisible();
    const signups = screen.getByRole('list', { name: 'New accounts per week' });
    expect(within(signups).getByText(/^Week of (16 Nov|Nov 16)$/)).toBeVisible();
    expect(within(signups).getByText('5')).toBeVisible();
  });

  test('insights that cannot be loaded say so with Retry', async () => {
    server.use(http.get('/api/admin/insights', () => HttpResponse.json({ error: { code: 'internal', message: 'Try again later.' } }, { status: 500 })));
    openTab('insights');
    expect(await screen.findByText('We could not load the insights')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('choosing a tab keeps it in the address', async () => {
    server.use(http.get('/api/admin/insights', () => HttpResponse.json({ bySpecialization: [], byType: [], signupsByWeek: [] })));
    server.use(http.get('/api/admin/overview', () => HttpResponse.json({ users: 1, premiumUsers: 0, interviewsThisWeek: 0, averageScore: null })));
    const page = openTab('dashboard');
    await page.user.click(screen.getByRole('tab', { name: 'Insights' }));
    expect(page.location()).toBe('/admin?tab=insights');
  });
});
