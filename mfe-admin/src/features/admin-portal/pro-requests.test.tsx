// Pro requests in User Management: the students waiting, oldest first, granted or declined by an admin;
// an answered request leaves the list and the change is said out loud.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { PendingProRequest } from '../../api/pro-requests';
import { portalDefaults, proRequestList } from '../../testing/portal-data';
import AdminPortalPage from './admin-portal';

const waiting = (id: string, email: string, fullName: string | null): PendingProRequest => ({
  id,
  status: 'pending',
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  user: { id: `user-${id}`, email, fullName },
});

function openUserManagement() {
  signIn({ email: 'admin@bullpen.test', isAdmin: true }, { user: { id: 'admin-1', email: 'admin@bullpen.test' } });
  return renderScreen(<AdminPortalPage />, { route: '/admin?tool=users' });
}

beforeEach(() =>
  server.use(
    ...portalDefaults(),
    http.get('/api/admin/users', () => HttpResponse.json([])),
    http.get('/api/admin/overview', () => HttpResponse.json({ users: 3, premiumUsers: 0, interviewsThisWeek: 0, averageScore: null })),
  ),
);

test('with no request waiting, the section says where requests come from', async () => {
  openUserManagement();
  expect(await screen.findByText('No Pro requests waiting')).toBeVisible();
});

test('an admin grants one request and declines another; each leaves the list', async () => {
  let requests = [waiting('r1', 'priya@student.test', 'Priya Shah'), waiting('r2', 'tom@student.test', null)];
  const decided: string[] = [];
  server.use(
    http.get('/api/admin/pro-requests', () => HttpResponse.json({ requests })),
    http.post('/api/admin/pro-requests/:id/:decision', ({ params }) => {
      decided.push(`${String(params.id)} ${String(params.decision)}`);
      requests = requests.filter((request) => request.id !== params.id);
      return HttpResponse.json({ id: params.id, status: params.decision === 'grant' ? 'granted' : 'declined', requestedAt: '2026-11-25T10:00:00.000Z', decidedAt: '2026-11-25T11:00:00.000Z' });
    }),
  );
  const page = openUserManagement();
  const list = await screen.findByRole('list', { name: 'Pro requests' });
  expect(within(list).getByText('Priya Shah')).toBeVisible();
  expect(within(list).getByText('priya@student.test')).toBeVisible();
  expect(within(list).getAllByText('Asked 25 Nov 2026')).toHaveLength(2);

  await page.user.click(within(list).getByRole('button', { name: 'Grant for priya@student.test' }));
  expect(await screen.findByText('Pro granted')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument());

  await page.user.click(screen.getByRole('button', { name: 'Decline for tom@student.test' }));
  expect(await screen.findByText('No Pro requests waiting')).toBeVisible();
  expect(decided).toEqual(['r1 grant', 'r2 decline']);
});

test('a request that cannot be answered says why, and stays', async () => {
  server.use(
    proRequestList([waiting('r1', 'priya@student.test', 'Priya Shah')]),
    http.post('/api/admin/pro-requests/:id/grant', () =>
      HttpResponse.json({ error: { code: 'already_decided', message: 'This request was already declined.' } }, { status: 409 }),
    ),
  );
  const page = openUserManagement();
  await page.user.click(await screen.findByRole('button', { name: 'Grant for priya@student.test' }));
  expect(await screen.findByText('This request was already declined.')).toBeVisible();
  expect(screen.getByText('Priya Shah')).toBeVisible();
});
