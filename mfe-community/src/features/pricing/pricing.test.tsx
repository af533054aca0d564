// Pricing (spec 01 §2.10): three plans billed monthly or annually, and the notice premium redirects
// lead to (/pricing?access=required), which offers a log-in to visitors only.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn, signOut } from '@bullpen/shared/testing/render';
import PricingPage from './pricing';

test('shows the three plans with monthly prices, the most popular marked', () => {
  signOut();
  renderScreen(<PricingPage />, { route: '/pricing' });
  const pro = screen.getByRole('article', { name: 'Pro' });
  const bpro = screen.getByRole('article', { name: 'Finance (B)Pro' });
  const company = screen.getByRole('article', { name: 'Company' });
  expect(within(pro).getByTestId('price-pro')).toHaveTextContent('17');
  expect(within(pro).getByText('Billed monthly')).toBeVisible();
  expect(within(bpro).getByText('Most Popular')).toBeVisible();
  expect(within(company).getByText('Custom pricing')).toBeVisible();
  expect(within(pro).getByRole('list', { name: 'Pro features' })).toHaveTextContent('Not included: Advanced performance analytics');
  expect(within(bpro).getByRole('link', { name: 'Choose (B)Pro' })).toHaveAttribute('href', '/register');
  expect(screen.queryByText('Premium access required for this feature')).not.toBeInTheDocument();
});

test('annual billing shows the lower monthly price and the yearly total', async () => {
  const page = renderScreen(<PricingPage />, { route: '/pricing' });
  await page.user.click(screen.getByText('Annual'));
  const pro = screen.getByRole('article', { name: 'Pro' });
  expect(within(pro).getByTestId('price-pro')).toHaveTextContent('15');
  expect(within(pro).getByText(/Billed annually: .*180.* per year/)).toBeVisible();
});

test('a visitor sent here by a premium screen reads why and can log in', () => {
  signOut();
  renderScreen(<PricingPage />, { route: '/pricing?access=required' });
  expect(screen.getByText('Premium access required for this feature')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
});

test('a signed-in student without premium is told their account lacks it, with no log-in button', () => {
  server.use(http.get('/api/billing/pro-access', () => HttpResponse.json({ premium: false, checkout: false, request: null })));
  signIn();
  renderScreen(<PricingPage />, { route: '/pricing?access=required' });
  expect(screen.getByText(/Your account does not include this feature yet/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
});

describe('a signed-in student’s way to Pro', () => {
  const access = (body: object) => http.get('/api/billing/pro-access', () => HttpResponse.json({ premium: false, checkout: false, request: null, ...body }));

  test('without Stripe, Pro is requested from an admin and the request shows as waiting', async () => {
    let request: object | null = null;
    server.use(
      http.get('/api/billing/pro-access', () => HttpResponse.json({ premium: false, checkout: false, request })),
      http.post('/api/billing/pro-requests', () => {
        request = { id: 'r1', status: 'pending', requestedAt: '2026-11-25T10:00:00.000Z', decidedAt: null };
        return HttpResponse.json(request, { status: 201 });
      }),
    );
    signIn();
    const page = renderScreen(<PricingPage />, { route: '/pricing?access=required' });
    expect(screen.getByText(/Request Pro access below and an admin will unlock it for you/)).toBeVisible();
    const pro = screen.getByRole('article', { name: 'Pro' });
    await page.user.click(await within(pro).findByRole('button', { name: 'Request Pro access' }));
    expect(await within(pro).findByRole('button', { name: 'Pro access requested' })).toBeDisabled();
    expect(screen.getByText('You asked on 25 Nov 2026. An admin will review your request soon.')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Company' })).getByRole('link', { name: 'Contact Sales' })).toBeVisible();
  });

  test('a declined request says so, and the student may ask again', async () => {
    server.use(access({ request: { id: 'r1', status: 'declined', requestedAt: '2026-11-25T10:00:00.000Z', decidedAt: '2026-11-26T10:00:00.000Z' } }));
    signIn();
    renderScreen(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByText('Pro request declined')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Request Pro access' })).toBeEnabled();
  });

  test('with Stripe, choosing a plan opens Stripe Checkout for that plan and billing period', async () => {
    let asked: unknown;
    server.use(
      access({ checkout: true }),
      http.post('/api/billing/checkout', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' });
      }),
    );
    signIn();
    const page = renderScreen(<PricingPage />, { route: '/pricing' });
    await page.user.click(screen.getByText('Annual'));
    const bpro = screen.getByRole('article', { name: 'Finance (B)Pro' });
    await page.user.click(await within(bpro).findByRole('button', { name: 'Choose (B)Pro' }));
    // The browser then leaves for the URL Stripe gave (jsdom does not navigate).
    await waitFor(() => expect(asked).toEqual({ plan: 'bpro', period: 'annual' }));
  });

  test('a premium student is sent to practise, not to pay', async () => {
    server.use(access({ premium: true }));
    signIn({ isPremium: true });
    renderScreen(<PricingPage />, { route: '/pricing' });
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByRole('link', { name: 'Start Practicing' })).toHaveAttribute('href', '/interviews');
    expect(await screen.findByText('You have Pro')).toBeVisible();
  });
});
