// /company-chat/:id, linked from the spec's admin dashboard as /company-chat/1: never a blank page.
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { candidate } from '../../testing/candidates';
import ChatAliasPage from './chat-alias';

const CANDIDATE_ID = '0b3c2f4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e';

function open(id: string) {
  signIn({ email: 'recruiter@acme.com', isCompany: true });
  return renderScreen(<ChatAliasPage />, { route: `/company-chat/${id}`, path: '/company-chat/:id' });
}

const conversations = (ids: string[]) =>
  http.get('/api/company/conversations', () =>
    HttpResponse.json({
      conversations: ids.map((id) => ({ candidate: candidate(`Candidate ${id}`, { id }), lastMessage: null, lastMessageAt: '2026-11-20T10:00:00.000Z' })),
    }),
  );

test('"1" opens the recruiter’s latest conversation', async () => {
  server.use(conversations([CANDIDATE_ID, 'c2']));
  const page = open('1');
  await waitFor(() => expect(page.location()).toBe(`/company/chat/${CANDIDATE_ID}`));
});

test('a number past the conversations says it was not found and leads back to the list', async () => {
  server.use(conversations([]));
  open('1');
  expect(await screen.findByText('Conversation not found')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Your conversations' })).toHaveAttribute('href', '/company/chat');
  expect(screen.getByRole('link', { name: 'Talent Dashboard' })).toHaveAttribute('href', '/company/analytics');
});

test('a candidate id opens that conversation', async () => {
  const page = open(CANDIDATE_ID);
  await waitFor(() => expect(page.location()).toBe(`/company/chat/${CANDIDATE_ID}`));
});

test('an id that is neither says it was not found', () => {
  open('abc');
  expect(screen.getByText('Conversation not found')).toBeVisible();
});
