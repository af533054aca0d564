// Candidate Chat (spec 02 §2.12, §5): the conversations, a thread with one candidate, sending a message
// and scheduling an interview (date and time both required).
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { ChatMessage, CompanyThread } from '../../api/company';
import { candidate } from '../../testing/candidates';
import CandidateChatPage from './candidate-chat';

const ada = candidate('Ada Lovelace');

function message(id: string, sender: ChatMessage['sender'], body: string): ChatMessage {
  return { id, sender, body, createdAt: '2026-11-20T10:00:00.000Z' };
}

function openChat(route: string) {
  signIn({ email: 'recruiter@acme.com', isCompany: true });
  return renderScreen(<CandidateChatPage />, { route, path: '/company/chat/:candidateId?' });
}

/** A thread the fake gateway keeps, so that what is sent shows on the next load. */
function threadWithAda(start: ChatMessage[] = []) {
  const thread: CompanyThread = { candidate: ada, messages: [...start], interviews: [] };
  server.use(
    http.get('/api/company/chat/:id', () => HttpResponse.json(thread)),
    http.post('/api/company/chat/:id/messages', async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      const sent = message(`m${thread.messages.length + 1}`, 'company', body);
      thread.messages.push(sent);
      return HttpResponse.json({ message: sent }, { status: 201 });
    }),
  );
  return thread;
}

describe('conversations', () => {
  test('lists each conversation with its last message, mine marked "You"', async () => {
    server.use(
      http.get('/api/company/conversations', () =>
        HttpResponse.json({
          conversations: [
            { candidate: ada, lastMessage: message('m1', 'company', 'Are you free on Friday?'), lastMessageAt: '2026-11-20T10:00:00.000Z' },
            { candidate: candidate('Alan Turing'), lastMessage: message('m2', 'candidate', 'Thank you!'), lastMessageAt: '2026-11-19T10:00:00.000Z' },
          ],
        }),
      ),
    );
    openChat('/company/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('You: Are you free on Friday?')).toBeVisible();
    expect(within(list).getByText('Thank you!')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Open the conversation with Alan Turing' })).toHaveAttribute('href', '/company/chat/alan-turing');
  });

  test('with none yet, points to the Talent Dashboard', async () => {
    server.use(http.get('/api/company/conversations', () => HttpResponse.json({ conversations: [] })));
    openChat('/company/chat');
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Talent Dashboard' })).toHaveAttribute('href', '/company/analytics');
  });
});

describe('thread', () => {
  test('a new thread invites an introduction; a message sent with Enter appears in it', async () => {
    threadWithAda();
    const page = openChat('/company/chat/ada-lovelace');
    expect(await screen.findByText('No messages yet. Introduce yourself to Ada Lovelace.')).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Message to Ada Lovelace' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await page.user.type(box, 'Hello Ada, we loved your LBO answer.{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Hello Ada, we loved your LBO answer.')).toBeVisible();
    expect(box).toHaveValue('');
  });

  test('a message the server refuses stays in the box, with the reason', async () => {
    threadWithAda([message('m1', 'candidate', 'Hi!')]);
    server.use(
      http.post('/api/company/chat/:id/messages', () =>
        HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many messages. Try again in a minute.' } }, { status: 429 }),
      ),
    );
    const page = openChat('/company/chat/ada-lovelace');
    const box = await screen.findByRole('textbox', { name: 'Message to Ada Lovelace' });
    await page.user.type(box, 'Second try');
    await page.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(screen.getByText('Too many messages. Try again in a minute.')).toBeVisible();
    expect(box).toHaveValue('Second try');
  });

  test('Schedule Interview needs a date and a time, then confirms and lists the interview', async () => {
    const thread = threadWithAda();
    server.use(
      http.post('/api/company/chat/:id/interviews', async ({ request }) => {
        const slot = (await request.json()) as { date: string; time: string };
        const interview = { id: 'i1', ...slot, createdAt: '2026-11-20T10:00:00.000Z' };
        const note = message('m9', 'company', `Interview scheduled for ${slot.date} at ${slot.time}.`);
        thread.interviews.push(interview);
        thread.messages.push(note);
        return HttpResponse.json({ interview, message: note }, { status: 201 });
      }),
    );
    const page = openChat('/company/chat/ada-lovelace');
    await page.user.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    const dialog = await screen.findByRole('dialog');
    await page.user.type(within(dialog).getByLabelText(/date/i), '2026-12-01');
    await page.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select both a date and time for the interview.');

    await page.user.type(within(dialog).getByLabelText(/time/i), '14:30');
    await page.user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Interview scheduled')).toBeVisible();
    expect(await screen.findByLabelText('Scheduled interviews')).toHaveTextContent('2026-12-01 at 14:30');
  });

  test('an unknown candidate is "not found"', async () => {
    server.use(
      http.get('/api/company/chat/:id', () => HttpResponse.json({ error: { code: 'not_found', message: 'Candidate not found.' } }, { status: 404 })),
    );
    openChat('/company/chat/nobody');
    expect(await screen.findByText('Candidate not found')).toBeVisible();
  });
});
