// Pricing (spec 01 §2.10): three plans billed monthly or annually, and the notice premium redirects
// lead to (/pricing?access=required), which offers a log-in to visitors only.
import { screen, within } from '@testing-library/react';
import { renderScreen, signIn, signOut } from '@bullpen/shared/testing/render';
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
  signIn();
  renderScreen(<PricingPage />, { route: '/pricing?access=required' });
  expect(screen.getByText(/Your account does not include this feature yet/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
});
