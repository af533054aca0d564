// The early-access waitlist (spec 02 §2.14, §4): an e-mail address, then the thank-you dialog (and
// a note when it was already on the list), or "Subscription Failed".
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server } from '@bullpen/shared/testing/render';
import { WaitlistForm } from './waitlist-form';

async function join(email: string) {
  const page = renderScreen(<WaitlistForm />, { route: '/demo' });
  if (email) await page.user.type(screen.getByLabelText('Email address'), email);
  await page.user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
  return page;
}

test('an empty address is refused before sending', async () => {
  await join('');
  expect(await screen.findByText('Please enter your email address')).toBeVisible();
});

test('a malformed address asks for a valid one', async () => {
  await join('not-an-address');
  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
});

test('joining thanks the visitor in a dialog, which Close dismisses', async () => {
  let sent: unknown;
  server.use(
    http.post('/api/waitlist', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ already: false }, { status: 201 });
    }),
  );
  const page = await join('  ada@example.com ');
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Thank you for subscribing!')).toBeVisible();
  expect(within(dialog).queryByText(/already on the waitlist/)).not.toBeInTheDocument();
  expect(sent).toEqual({ email: 'ada@example.com' });
  expect(screen.getByLabelText('Email address')).toHaveValue('');

  await page.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
  // The dialog leaves after its closing animation.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
});

test('an address already on the list is told nothing changes', async () => {
  server.use(http.post('/api/waitlist', () => HttpResponse.json({ already: true })));
  await join('ada@example.com');
  expect(await screen.findByText('This address was already on the waitlist, so nothing changes.')).toBeVisible();
});

test('a failure shows "Subscription Failed"', async () => {
  server.use(http.post('/api/waitlist', () => HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })));
  await join('ada@example.com');
  expect(await screen.findByText('Subscription Failed')).toBeVisible();
});
