// Your Performance Insights (spec 02 §2.3): for signed-in users only; the combined profile, career
// match and recent activity from their real results, and All Results with the specialization filter.
import { http, HttpResponse, delay } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn, signOut } from '@bullpen/shared/testing/render';
import { SPECIALIZATION_IDS, type SpecializationId } from '@bullpen/shared';
import type { ActivityResult, AnalyticsDashboard } from './api';
import { reviewSummary } from '../../testing/review';
import AnalyticsPage from './analytics';

function result(id: string, title: string, specialization: SpecializationId | null, score: number): ActivityResult {
  return {
    id,
    title,
    completedAt: new Date().toISOString(),
    score,
    type: 'interview',
    category: 'technical',
    specialization,
    strengths: [],
    improvements: [],
    retakeHref: '/interviews',
  };
}

function dashboard(overrides: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard {
  return {
    progress: { xp: 0, level: 1, levelName: 'Intern', streakDays: 0, skillPoints: { communication: 0, 'problem-solving': 0, teamwork: 0, adaptability: 0, leadership: 0, technical: 0 } },
    combinedProfile: { score: null, byType: [] },
    strengths: { types: [], topTopics: [], improveTopics: [] },
    careerMatch: null,
    specializationProgress: [],
    results: [],
    badges: [],
    milestones: [],
    streak: { headline: 'No streak yet', cycleDays: 0, daysToBonus: 7, bonusText: '' },
    achievements: Object.fromEntries(SPECIALIZATION_IDS.map((id) => [id, []])) as unknown as AnalyticsDashboard['achievements'],
    charts: { scoreOverTime: [], byType: [], skills: [] },
    ...overrides,
  };
}

function open(data: AnalyticsDashboard, review = reviewSummary()) {
  server.use(
    review,
    http.get('/api/analytics/me', async () => {
      await delay(20);
      return HttpResponse.json(data);
    }),
  );
  signIn();
  return renderScreen(<AnalyticsPage />, { route: '/skills' });
}

test('a visitor is asked to log in', () => {
  signOut();
  renderScreen(<AnalyticsPage />, { route: '/skills' });
  expect(screen.getByText('Log in to see your performance insights')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
});

test('a new student sees what to do to get a score, and no results yet', async () => {
  open(dashboard());
  expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('Answer interview questions to get your combined score.')).toBeVisible();
  expect(screen.getByText('Practise in a specialization to see where you fit best.')).toBeVisible();
  expect(screen.getByText('No Results Yet')).toBeVisible();
});

test('shows the combined profile, the career match and recent activity', async () => {
  open(
    dashboard({
      combinedProfile: { score: 72, byType: [{ label: 'Technical', score: 80, count: 3 }] },
      careerMatch: { specialization: 'pe', name: 'Private Equity', match: 81, basis: 'interviews' },
      results: [result('r1', 'LBO mechanics', 'pe', 86)],
    }),
  );
  expect(await screen.findByTestId('combined-score')).toHaveTextContent('72/100');
  expect(screen.getByText('81% match')).toBeVisible();
  expect(screen.getByText('LBO mechanics')).toBeVisible();
});

test('All Results groups by specialization and filters by one', async () => {
  const page = open(
    dashboard({ results: [result('r1', 'LBO mechanics', 'pe', 86), result('r2', 'DCF walk-through', 'ib', 64)] }),
  );
  await page.user.click(await screen.findByRole('tab', { name: 'Your Results' }));
  const panel = screen.getByRole('tabpanel', { name: 'Your Results' });
  expect(within(panel).getByRole('heading', { name: 'Private Equity (1)' })).toBeVisible();
  expect(within(panel).getByText('DCF walk-through')).toBeVisible();

  await page.user.selectOptions(within(panel).getByRole('combobox', { name: 'Specialization' }), 'pe');
  expect(within(panel).getByText('LBO mechanics')).toBeVisible();
  expect(within(panel).queryByText('DCF walk-through')).not.toBeInTheDocument();

  await page.user.selectOptions(within(panel).getByRole('combobox', { name: 'Specialization' }), 'vc');
  expect(within(panel).getByText('No results match your current filters')).toBeVisible();
  await page.user.click(within(panel).getByRole('button', { name: 'Clear all filters' }));
  expect(within(panel).getByText('DCF walk-through')).toBeVisible();
});

test('a dashboard that cannot be loaded says so with Retry', async () => {
  server.use(reviewSummary(), http.get('/api/analytics/me', () => HttpResponse.json({ error: { code: 'internal', message: 'Try again later.' } }, { status: 500 })));
  signIn();
  renderScreen(<AnalyticsPage />, { route: '/skills' });
  expect(await screen.findByText('Your dashboard could not be loaded')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('shows how many review cards are due today and how retention develops, with a way to review', async () => {
  open(
    dashboard(),
    reviewSummary({
      dueToday: 3,
      totalCards: 7,
      estimatedRetention: 82,
      history: [
        { date: '2026-11-20', reviews: 4, retention: 50 },
        { date: '2026-11-23', reviews: 5, retention: 80 },
      ],
    }),
  );
  const review = await screen.findByRole('region', { name: 'Spaced review' });
  expect(await within(review).findByText('3 cards due today · 7 concepts in review · about 82% remembered')).toBeVisible();
  expect(await within(review).findByRole('img', { name: 'Retention over 2 review days, latest 80% of 5 reviews.' })).toBeInTheDocument();
  expect(within(review).getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/review');
});
