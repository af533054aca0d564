// The admin portal (spec 02 §2.13): the dashboard's figures and Quick Access, User Management, the
// Reports CSV download and Edit Question Bank.
import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { portalDefaults } from '../../testing/portal-data';
import type { AdminQuestion, UserSummary } from '../../api/admin';
import AdminPortalPage from './admin-portal';

const overview = http.get('/api/admin/overview', () =>
  HttpResponse.json({ users: 1234, premiumUsers: 56, interviewsThisWeek: 78, averageScore: 64 }),
);

// The dashboard's recent mock interviews and the specialization list: none unless a test says otherwise.
beforeEach(() => server.use(...portalDefaults()));

function openPortal(route = '/admin') {
  signIn({ email: 'admin@bullpen.test', isAdmin: true }, { user: { id: 'admin-1', email: 'admin@bullpen.test' } });
  return renderScreen(<AdminPortalPage />, { route });
}

describe('Dashboard', () => {
  test('shows placeholders while the figures load, then the four figures', async () => {
    server.use(
      http.get('/api/admin/overview', async () => {
        await delay(50);
        return HttpResponse.json({ users: 1234, premiumUsers: 56, interviewsThisWeek: 78, averageScore: null });
      }),
    );
    openPortal();
    const cards = screen.getAllByTestId('stat-card');
    expect(cards).toHaveLength(4);
    expect(cards[0]).not.toHaveTextContent('1,234');
    expect(await within(cards[0]!).findByText('1,234')).toBeVisible();
    expect(within(cards[1]!).getByText('56')).toBeVisible();
    expect(within(cards[2]!).getByText('78')).toBeVisible();
    expect(within(cards[3]!).getByText('—')).toBeVisible();
  });

  test('figures that fail to load say so, with Retry', async () => {
    server.use(http.get('/api/admin/overview', () => HttpResponse.json({ error: { code: 'forbidden', message: 'Admins only.' } }, { status: 403 })));
    openPortal();
    expect(await screen.findByText('We could not load the figures')).toBeVisible();
    expect(screen.getByText('Admins only.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('Analytics in Quick Access leads to the company portal', async () => {
    server.use(overview);
    const page = openPortal();
    await page.user.click(screen.getByRole('button', { name: /^Analytics/ }));
    expect(page.location()).toBe('/company/analytics');
  });
});

describe('Reports', () => {
  test('downloads every result as the CSV file the gateway names', async () => {
    const csv = 'user,specialization,score\nada@example.com,Private Equity,44\n';
    server.use(
      overview,
      http.get('/api/admin/reports/results.csv', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer test-access-token'
          ? new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="bullpen-results-2026-11-25.csv"' } })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const files: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:http://localhost/report';
    });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const page = openPortal();
    await page.user.click(screen.getByRole('button', { name: /^Reports/ }));
    expect(await screen.findByText('Report downloaded')).toBeVisible();
    expect(downloads).toEqual(['bullpen-results-2026-11-25.csv']);
    expect(await files[0]!.text()).toBe(csv);
  });

  test('a report the gateway cannot make is reported, not downloaded', async () => {
    server.use(overview, http.get('/api/admin/reports/results.csv', () => new HttpResponse(null, { status: 500 })));
    const page = openPortal();
    await page.user.click(screen.getByRole('button', { name: /^Reports/ }));
    expect(await screen.findByText('Report failed')).toBeVisible();
    expect(screen.getByText('The report could not be created (500).')).toBeVisible();
  });
});

describe('User Management', () => {
  const ada: UserSummary = { id: 'u1', email: 'ada@example.com', full_name: 'Ada Lovelace', roles: { premium: false, company: false, admin: false } };
  const me: UserSummary = { id: 'admin-1', email: 'admin@bullpen.test', full_name: null, roles: { premium: true, company: true, admin: true } };

  function usersMatching(users: UserSummary[]) {
    return http.get('/api/admin/users', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      return HttpResponse.json(users.filter((user) => `${user.email} ${user.full_name ?? ''}`.toLowerCase().includes(query.toLowerCase())));
    });
  }

  test('finds users by name or e-mail; no match says so', async () => {
    server.use(overview, usersMatching([ada, me]));
    const page = openPortal('/admin?tool=users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByTestId('user-row')).toHaveLength(2);

    await page.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lovelace');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Users' })).toHaveTextContent('ada@example.com');

    await page.user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No user found')).toBeVisible();
  });

  test('granting premium switches it on and confirms; an admin cannot remove their own admin role', async () => {
    let change: unknown;
    server.use(
      overview,
      usersMatching([ada, me]),
      http.post('/api/admin/users/:id/roles', async ({ request }) => {
        change = await request.json();
        return HttpResponse.json({ ...ada, roles: { ...ada.roles, premium: true } });
      }),
    );
    const page = openPortal('/admin?tool=users');
    const premium = await screen.findByRole('checkbox', { name: 'Premium for ada@example.com' });
    expect(premium).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admin for admin@bullpen.test' })).toBeDisabled();

    await page.user.click(premium);
    expect(await screen.findByText('Granted premium')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Premium for ada@example.com' })).toBeChecked();
    expect(change).toEqual({ role: 'premium', granted: true });
  });
});

describe('Edit Question Bank', () => {
  const question: AdminQuestion = {
    id: 'pe-tech-001',
    specialization: 'pe',
    interviewType: 'Technical',
    difficulty: 3,
    topic: 'LBO',
    question: 'Walk me through a leveraged buyout.',
    keyConcepts: ['debt', 'equity', 'IRR', 'exit'],
    editedByAdmin: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  async function openEditor() {
    const bank = [question];
    server.use(
      http.get('/api/admin/questions', ({ request }) => {
        const type = new URL(request.url).searchParams.get('interviewType');
        return HttpResponse.json({ questions: bank.filter((q) => q.interviewType === type) });
      }),
    );
    const page = openPortal('/admin?tab=specializations');
    await page.user.click(await screen.findByRole('button', { name: 'Edit Question Bank of Private Equity' }));
    return { page, bank };
  }

  test('lists a specialization\'s questions by interview type', async () => {
    const { page } = await openEditor();
    const bank = await screen.findByRole('region', { name: 'Question Bank: Private Equity' });
    expect(await within(bank).findByText('Walk me through a leveraged buyout.')).toBeVisible();
    expect(within(bank).getByText('pe-tech-001 · LBO · difficulty 3')).toBeVisible();

    await page.user.selectOptions(within(bank).getByRole('combobox', { name: 'Interview type' }), 'Motivational');
    expect(await within(bank).findByText('No questions of this type')).toBeVisible();
  });

  test('a saved edit shows in the list, marked as edited by an admin', async () => {
    const { page, bank } = await openEditor();
    let edit: unknown;
    server.use(
      http.patch('/api/admin/questions/:id', async ({ request }) => {
        edit = await request.json();
        bank[0] = { ...question, ...(edit as Partial<AdminQuestion>), editedByAdmin: true };
        return HttpResponse.json(bank[0]);
      }),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Edit pe-tech-001' }));
    const dialog = await screen.findByRole('dialog');
    const topic = within(dialog).getByRole('textbox', { name: /topic/i });
    await page.user.clear(topic);
    await page.user.type(topic, 'Leveraged buyouts');
    await page.user.selectOptions(within(dialog).getByRole('combobox', { name: /difficulty/i }), '4');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await screen.findByText('Question saved')).toBeVisible();
    expect(await screen.findByText('Edited by admin')).toBeVisible();
    expect(screen.getByText('pe-tech-001 · Leveraged buyouts · difficulty 4')).toBeVisible();
    expect(edit).toEqual({ question: question.question, topic: 'Leveraged buyouts', difficulty: 4, keyConcepts: question.keyConcepts });
  });

  test('an edit the schema refuses keeps the dialog open with the reason beside the field', async () => {
    const { page } = await openEditor();
    server.use(
      http.patch('/api/admin/questions/:id', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'The question is not valid.', fields: { keyConcepts: 'Between 4 and 7 key concepts' } } },
          { status: 400 },
        ),
      ),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Edit pe-tech-001' }));
    const dialog = await screen.findByRole('dialog');
    const concepts = within(dialog).getByRole('textbox', { name: /key concepts/i });
    await page.user.clear(concepts);
    await page.user.type(concepts, 'debt');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await screen.findByText('Question not saved')).toBeVisible();
    expect(within(dialog).getByText('Between 4 and 7 key concepts')).toBeVisible();
    expect(concepts).toHaveAttribute('aria-invalid', 'true');
  });
});
