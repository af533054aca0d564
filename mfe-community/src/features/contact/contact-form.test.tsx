// The landing's contact form (spec 02 §2.15, §5): name, e-mail and message required, company
// optional; "Message Sent" and an empty form on success, "Sending Failed" and the server's words otherwise.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import ContactForm from './contact-form';

function openForm() {
  return renderScreen(<ContactForm />, { route: '/bullpen#contact' });
}

async function fillIn(page: ReturnType<typeof openForm>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await page.user.type(screen.getByRole('textbox', { name: /^name/i }), values.name);
  if (values.email) await page.user.type(screen.getByLabelText(/^email/i), values.email);
  if (values.message) await page.user.type(screen.getByRole('textbox', { name: /^message/i }), values.message);
  await page.user.click(screen.getByRole('button', { name: 'Send Message' }));
}

test('an empty form names each missing field and sends nothing', async () => {
  const page = openForm();
  await fillIn(page, {});
  expect(await screen.findByText('Please enter your name')).toBeVisible();
  expect(screen.getByText('Please enter your email address')).toBeVisible();
  expect(screen.getByText('Please enter a message')).toBeVisible();
  expect(screen.getByLabelText(/company/i)).not.toHaveAttribute('aria-invalid');
});

test('an address that is not one is refused before sending', async () => {
  const page = openForm();
  await fillIn(page, { name: 'Ada', email: 'ada.example.com', message: 'Hello' });
  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
});

test('a sent message is confirmed and the form is emptied', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/contact', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ id: 'c1' }, { status: 201 });
    }),
  );
  const page = openForm();
  await fillIn(page, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Could you speak at our society?' });
  expect(await screen.findByText('Message Sent')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('');
  expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', company: '', message: 'Could you speak at our society?', formType: 'contact' });
});

test('a refusal shows "Sending Failed" and the server\'s message beside the field, keeping what was typed', async () => {
  server.use(
    http.post('/api/contact', () =>
      HttpResponse.json(
        { error: { code: 'validation_failed', message: 'Invalid input', fields: { email: 'This address cannot receive mail' } } },
        { status: 400 },
      ),
    ),
  );
  const page = openForm();
  await fillIn(page, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  expect(await screen.findByText('Sending Failed')).toBeVisible();
  expect(screen.getByText('This address cannot receive mail')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Hello');
});

test('a server error shows "Sending Failed"', async () => {
  server.use(http.post('/api/contact', () => new HttpResponse(null, { status: 503 })));
  const page = openForm();
  await fillIn(page, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  expect(await screen.findByText('Sending Failed')).toBeVisible();
  expect(screen.getByText("We couldn't send your message. Please try again later.")).toBeVisible();
});
