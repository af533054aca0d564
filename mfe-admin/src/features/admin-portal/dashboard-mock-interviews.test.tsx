// The admin dashboard as spec 02 §2.13 lists it, with real data: the recent mock interviews with View
// Profile and View All Mock Interviews, and Add New Specialization on the Specializations tab.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { BUILT_IN_SPECIALIZATIONS, mockInterview, portalDefaults, specializationList } from '../../testing/portal-data';
import AdminPortalPage from './admin-portal';

const overview = http.get('/api/admin/overview', () => HttpResponse.json({ users: 3, premiumUsers: 1, interviewsThisWeek: 2, averageScore: 70 }));

beforeEach(() => server.use(...portalDefaults(), overview));

function openPortal(route = '/admin') {
  signIn({ email: 'admin@bullpen.test', isAdmin: true }, { user: { id: 'admin-1', email: 'admin@bullpen.test' } });
  return renderScreen(<AdminPortalPage />, { route });
}

describe('Recent mock interviews', () => {
  test('lists the newest five from the gateway, each taker with View Profile, and leads to View All', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/mock-interviews', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          items: [
            mockInterview('m1', { user: { id: 'u-sam', name: 'Sam Student', email: 'sam@student.test' }, specialization: 'Private Equity', answers: 4, averageScore: 64 }),
            mockInterview('m2', { user: null, averageScore: null, answers: 1 }),
          ],
          total: 12,
          page: 1,
          pageSize: 5,
        });
      }),
    );
    openPortal();
    const recent = await screen.findByRole('region', { name: 'Recent mock interviews' });
    const [sam, visitor] = await within(recent).findAllByTestId('mock-interview');
    expect(asked).toBe('?page=1&pageSize=5');
    expect(within(sam!).getByText('Sam Student')).toBeVisible();
    expect(within(sam!).getByText('Private Equity')).toBeVisible();
    expect(within(sam!).getByText('4 of 6')).toBeVisible();
    expect(within(sam!).getByText('64%')).toBeVisible();
    expect(within(sam!).getByRole('link', { name: 'View profile of Sam Student' })).toHaveAttribute('href', '/admin/users/u-sam');
    expect(within(visitor!).getByText('Visitor (not signed in)')).toBeVisible();
    expect(within(visitor!).getByText('No account')).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'View All Mock Interviews' })).toHaveAttribute('href', '/admin/mock-interviews');
  });

  test('before any mock interview, says where they come from', async () => {
    openPortal();
    expect(await screen.findByText('No mock interviews yet')).toBeVisible();
  });

  test('a list that cannot be loaded says so, and Retry loads it', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/mock-interviews', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Database unavailable' } }, { status: 500 })
          : HttpResponse.json({ items: [mockInterview('m1')], total: 1, page: 1, pageSize: 5 });
      }),
    );
    const page = openPortal();
    const recent = await screen.findByRole('region', { name: 'Recent mock interviews' });
    expect(await within(recent).findByText('We could not load the mock interviews')).toBeVisible();
    await page.user.click(within(recent).getByRole('button', { name: 'Retry' }));
    expect(await within(recent).findByText('Sam Student')).toBeVisible();
  });
});

describe('Add New Specialization', () => {
  test('adds one: the gateway gets the name and description, and the list shows it, new, after the six', async () => {
    const list = [...BUILT_IN_SPECIALIZATIONS];
    let sent: unknown;
    server.use(
      http.get('/api/specializations', () => HttpResponse.json({ specializations: list })),
      http.post('/api/admin/specializations', async ({ request }) => {
        sent = await request.json();
        const created = { id: 'real-estate', name: 'Real Estate', description: 'Property investment.', added: true };
        list.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get('/api/admin/audit', () => HttpResponse.json({ entries: [] })),
    );
    const page = openPortal('/admin?tab=specializations');
    await screen.findByText('Investment Banking');
    await page.user.click(screen.getByRole('button', { name: 'Add New Specialization' }));
    const form = await screen.findByRole('form', { name: 'Add New Specialization' });
    await page.user.type(within(form).getByLabelText(/^Name/), 'Real Estate');
    await page.user.type(within(form).getByLabelText(/^Description/), 'Property investment.');
    await page.user.click(within(form).getByRole('button', { name: 'Add specialization' }));

    expect(await screen.findByText('Specialization added')).toBeVisible();
    expect(sent).toEqual({ name: 'Real Estate', description: 'Property investment.' });
    const added = await screen.findByText('Real Estate');
    expect(within(added.closest('li')!).getByText('New · question bank in preparation')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add New Specialization' })).not.toBeInTheDocument());
  });

  test('an empty name is refused before asking the gateway; a taken one shows the gateway’s reason beside the field', async () => {
    server.use(
      specializationList(),
      http.post('/api/admin/specializations', () =>
        HttpResponse.json({ error: { code: 'specialization_exists', message: 'A specialization with this name already exists.' } }, { status: 409 }),
      ),
    );
    const page = openPortal('/admin?tab=specializations');
    await page.user.click(await screen.findByRole('button', { name: 'Add New Specialization' }));
    const form = await screen.findByRole('form', { name: 'Add New Specialization' });
    await page.user.click(within(form).getByRole('button', { name: 'Add specialization' }));
    expect(await within(form).findByText('Please enter the specialization’s name')).toBeVisible();

    await page.user.type(within(form).getByLabelText(/^Name/), 'private equity');
    await page.user.click(within(form).getByRole('button', { name: 'Add specialization' }));
    expect(await within(form).findByText('A specialization with this name already exists.')).toBeVisible();
  });
});
