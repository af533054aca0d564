// Company Login (spec 02 §2.12, §5): the e-mail domain is checked by the server, then the password.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import CompanyLoginPage from './company-login';

const config = http.get('/api/config', () => HttpResponse.json({ demoMode: false, supabaseAnonKey: 'anon' }));

async function logIn(email: string, password = 'Secret-pass-1') {
  const page = renderScreen(<CompanyLoginPage />, { route: '/company/login' });
  await page.user.type(page.getByLabelText(/company email/i), email);
  await page.user.type(page.getByLabelText(/^password/i), password);
  await page.user.click(page.getByRole('button', { name: 'Sign In' }));
  return page;
}

test('an empty form says which fields are missing and asks the server nothing', async () => {
  const page = renderScreen(<CompanyLoginPage />, { route: '/company/login' });
  await page.user.click(page.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter your email address')).toBeVisible();
  expect(screen.getByText('Please enter your password')).toBeVisible();
});

test('an address outside the company domains shows "Invalid Email Domain" from the server', async () => {
  server.use(
    http.post('/api/company/login-check', () =>
      HttpResponse.json({ error: { code: 'invalid_email_domain', message: 'Please use your company email address' } }, { status: 400 }),
    ),
  );
  await logIn('student@gmail.com');
  expect(await screen.findByText('Invalid Email Domain')).toBeVisible();
  expect(screen.getByText('Please use your company email address')).toBeVisible();
});

test('wrong credentials show the auth server\'s message and the inline error', async () => {
  server.use(
    config,
    http.post('/api/company/login-check', () => HttpResponse.json({ allowed: true })),
    http.post('*/auth/v1/token', () =>
      HttpResponse.json(
        { code: 'invalid_credentials', error_code: 'invalid_credentials', message: 'Invalid login credentials' },
        { status: 400, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      ),
    ),
  );
  await logIn('recruiter@acme.com', 'wrong');
  expect(await screen.findByText('Invalid login credentials')).toBeVisible();
  expect(screen.getByText('Login failed')).toBeVisible();
  expect(screen.getByText('Failed to login. Please check your credentials.')).toBeVisible();
});

test('when the gateway is down the toast says Bullpen cannot be reached', async () => {
  server.use(http.post('/api/company/login-check', () => HttpResponse.error()));
  await logIn('recruiter@acme.com');
  expect(await screen.findByText('Login failed')).toBeVisible();
  expect(screen.getByText('Could not reach Bullpen. Check your connection and try again.')).toBeVisible();
});

test('"View the demo" leads to the public demo with sample candidates', () => {
  renderScreen(<CompanyLoginPage />, { route: '/company/login' });
  expect(screen.getByRole('link', { name: 'View the demo' })).toHaveAttribute('href', '/company/demo');
});
