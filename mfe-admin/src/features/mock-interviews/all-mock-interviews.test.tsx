// View All Mock Interviews (spec 02 §2.13): every mock interview, twenty a page, the page in the address.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { mockInterview } from '../../testing/portal-data';
import AllMockInterviewsPage from './all-mock-interviews';

test('pages through every mock interview, keeping the page in the address', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/mock-interviews', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const page = Number(params.get('page'));
      const items = page === 1 ? [mockInterview('m1', { user: { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@student.test' } })] : [mockInterview('m21', { specialization: 'Audit' })];
      return HttpResponse.json({ items, total: 21, page, pageSize: 20 });
    }),
  );
  signIn({ email: 'admin@bullpen.test', isAdmin: true });
  const page = renderScreen(<AllMockInterviewsPage />, { route: '/admin/mock-interviews' });
  expect(await screen.findByText('Ada Lovelace')).toBeVisible();
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByText('Page 1 of 2 · 21 mock interviews')).toBeVisible();
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Audit')).toBeVisible();
  expect(page.location()).toBe('/admin/mock-interviews?page=2');
  expect(within(pages).getByText('Page 2 of 2 · 21 mock interviews')).toBeVisible();
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(asked).toEqual(['page=1&pageSize=20', 'page=2&pageSize=20']);
  expect(screen.getByRole('link', { name: '← Back to the dashboard' })).toHaveAttribute('href', '/admin');
});

test('with none yet, says where they come from', async () => {
  server.use(http.get('/api/admin/mock-interviews', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })));
  signIn({ email: 'admin@bullpen.test', isAdmin: true });
  renderScreen(<AllMockInterviewsPage />, { route: '/admin/mock-interviews' });
  expect(await screen.findByText('No mock interviews yet')).toBeVisible();
});
