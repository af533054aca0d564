// Reset Company Password (spec 01 §4.3): an address is required; the recovery mail is asked of the
// auth service, and the page says a link is on its way without telling whether the account exists.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import CompanyForgotPasswordPage from './company-forgot-password';

const config = http.get('/api/config', () => HttpResponse.json({ supabaseAnonKey: 'anon' }));

function openPage() {
  return renderScreen(<CompanyForgotPasswordPage />, { route: '/company-forgot-password' });
}

test('without an address, asks for one', async () => {
  const page = openPage();
  await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Email missing')).toBeVisible();
  expect(screen.getByText('Please enter your email address')).toBeVisible();
});

test('asks the auth service for the mail and says a link is on its way', async () => {
  let recovery: unknown;
  server.use(
    config,
    http.post('*/auth/v1/recover', async ({ request }) => {
      recovery = { email: ((await request.json()) as { email: string }).email, redirectTo: new URL(request.url).searchParams.get('redirect_to') };
      return HttpResponse.json({});
    }),
  );
  const page = openPage();
  await page.user.type(screen.getByRole('textbox', { name: /company email/i }), 'recruiter@acme.com');
  await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('If recruiter@acme.com has an account, a reset link is on its way.')).toBeVisible();
  expect(screen.getByText('Password recovery email sent!')).toBeVisible();
  expect(recovery).toEqual({ email: 'recruiter@acme.com', redirectTo: 'http://localhost/reset-password' });
});

test('a refusal of the auth service is shown with its message', async () => {
  server.use(
    config,
    http.post('*/auth/v1/recover', () =>
      HttpResponse.json(
        { code: 'over_email_send_rate_limit', error_code: 'over_email_send_rate_limit', message: 'Too many e-mails; try again in a minute.' },
        { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      ),
    ),
  );
  const page = openPage();
  await page.user.type(screen.getByRole('textbox', { name: /company email/i }), 'recruiter@acme.com');
  await page.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Failed to send recovery email')).toBeVisible();
  expect(screen.getByText('Too many e-mails; try again in a minute.')).toBeVisible();
});
