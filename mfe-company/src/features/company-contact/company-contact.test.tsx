// Request company access (spec 02 §2.12, §5): name, work e-mail and message required; the request goes
// to the team through the contact endpoint as a company-access form.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import CompanyContactPage from './company-contact';

async function request(values: { name?: string; email?: string; message?: string }) {
  const page = renderScreen(<CompanyContactPage />, { route: '/company/contact' });
  if (values.name) await page.user.type(screen.getByRole('textbox', { name: /^name/i }), values.name);
  if (values.email) await page.user.type(screen.getByRole('textbox', { name: /work email/i }), values.email);
  if (values.message) await page.user.type(screen.getByRole('textbox', { name: /how do you hire/i }), values.message);
  await page.user.click(screen.getByRole('button', { name: 'Send Request' }));
  return page;
}

test('names each missing field and sends nothing', async () => {
  await request({ email: 'not-an-address' });
  expect(await screen.findByText('Please enter your name')).toBeVisible();
  expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByText('Please enter a message')).toBeVisible();
});

test('a sent request is confirmed', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/contact', async ({ request: req }) => {
      sent = await req.json();
      return HttpResponse.json({ id: 'c1' }, { status: 201 });
    }),
  );
  await request({ name: 'Grace', email: 'grace@acme.com', message: 'We hire ten analysts a year.' });
  expect(await screen.findByText('Request Sent')).toBeVisible();
  expect(sent).toMatchObject({ name: 'Grace', email: 'grace@acme.com', message: 'We hire ten analysts a year.', formType: 'company_access' });
});

test('a failure says the request could not be sent', async () => {
  server.use(http.post('/api/contact', () => new HttpResponse(null, { status: 500 })));
  await request({ name: 'Grace', email: 'grace@acme.com', message: 'Hello' });
  expect(await screen.findByText('Request Failed')).toBeVisible();
});
