// A user's profile as the admin sees it (View Profile of the dashboard's mock interviews): their
// account, roles and their own mock interviews.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { mockInterview } from '../../testing/portal-data';
import UserProfilePage from './user-profile';

function openProfile(id: string) {
  signIn({ email: 'admin@bullpen.test', isAdmin: true });
  return renderScreen(<UserProfilePage />, { route: `/admin/users/${id}`, path: '/admin/users/:userId' });
}

test('shows the user, their roles and only their mock interviews', async () => {
  let asked = '';
  server.use(
    http.get('/api/admin/users/u-sam', () =>
      HttpResponse.json({ id: 'u-sam', email: 'sam@student.test', full_name: 'Sam Student', roles: { admin: false, premium: true, company: false } }),
    ),
    http.get('/api/admin/mock-interviews', ({ request }) => {
      asked = new URL(request.url).searchParams.get('user') ?? '';
      return HttpResponse.json({ items: [mockInterview('m1', { specialization: 'Consulting', averageScore: 81 })], total: 1, page: 1, pageSize: 20 });
    }),
  );
  openProfile('u-sam');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
  expect(screen.getByText('sam@student.test')).toBeVisible();
  expect(screen.getByText('Premium')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Manage roles' })).toHaveAttribute('href', '/admin?tool=users');
  const interviews = screen.getByRole('region', { name: 'Mock interviews' });
  expect(await within(interviews).findByText('Consulting')).toBeVisible();
  expect(within(interviews).getByText('81%')).toBeVisible();
  expect(asked).toBe('u-sam');
});

test('an unknown user says so, with the way back', async () => {
  server.use(http.get('/api/admin/users/nobody', () => HttpResponse.json({ error: { code: 'not_found', message: 'User not found.' } }, { status: 404 })));
  openProfile('nobody');
  expect(await screen.findByText('We could not load this user')).toBeVisible();
  expect(screen.getByText('User not found.')).toBeVisible();
  expect(screen.getByRole('link', { name: '← Back to the dashboard' })).toHaveAttribute('href', '/admin');
});
