// Review (/review): the cards due today, one at a time; an answer is rated (again, hard, good, easy)
// with when the concept comes back; nothing due says what to do next; a failed load offers Retry.
import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { DueCard, ReviewResult } from '../../api/review';
import ReviewPage from './review';

function card(id: string, concept: string, question: string): DueCard {
  return {
    id,
    concept,
    due: '2026-11-26T00:00:00.000Z',
    reps: 0,
    question: { id: `ib-tech-00${id}`, question, specialization: 'ib', interviewType: 'Technical' },
  };
}

const CARDS = [
  card('1', 'retained earnings link', 'Walk me through the three financial statements.'),
  card('2', 'terminal value', 'Walk me through a DCF.'),
  { ...card('3', 'net income flows to cash flow', 'Walk me through the three financial statements.'), question: card('1', '', 'Walk me through the three financial statements.').question },
];

function reviewed(rating: ReviewResult['rating'], score: number, cards: DueCard[]): ReviewResult {
  return {
    reviewed: cards.map((c) => ({ id: c.id, concept: c.concept, rating })),
    rating,
    recalled: rating !== 'again',
    evaluation: { score, level: score >= 35 ? 'strong' : score >= 20 ? 'medium' : 'weak', feedback: 'You linked net income to retained earnings.', suggestions: [] },
    nextDue: '2026-11-29T09:00:00.000Z',
    xpAwarded: 0,
  };
}

function open() {
  signIn();
  return renderScreen(<ReviewPage />, { route: '/review' });
}

test('reviews the due cards one at a time: the answer is rated, the card comes back later, cards of the same question go with it, then nothing is left', async () => {
  let due = CARDS;
  const answered: Array<{ id: string; answer: unknown }> = [];
  server.use(
    http.get('/api/review/due', () => HttpResponse.json({ cards: due })),
    http.post('/api/review/cards/:id/answers', async ({ params, request }) => {
      const body = (await request.json()) as { answer: unknown };
      answered.push({ id: String(params.id), answer: body.answer });
      await delay(20);
      // The first answer also reviews the other due card its question tests.
      return HttpResponse.json(params.id === '1' ? reviewed('good', 28, [CARDS[0]!, CARDS[2]!]) : reviewed('again', 6, [CARDS[1]!]), { status: 201 });
    }),
  );
  const page = open();
  expect(await screen.findByText('3 cards due today')).toBeVisible();
  expect(screen.getByText('Card 1 of 3')).toBeVisible();
  expect(screen.getByTestId('review-concept')).toHaveTextContent('retained earnings link');
  expect(screen.getByRole('heading', { name: 'Walk me through the three financial statements.' })).toBeVisible();

  await page.user.click(screen.getByRole('textbox', { name: 'Your answer' }));
  await page.user.paste('Net income flows into retained earnings.');
  await page.user.keyboard('{Enter}');
  expect(await screen.findByTestId('review-rating')).toHaveTextContent('Good');
  expect(screen.getByText('Score 28/50')).toBeVisible();
  expect(screen.getByText('Sun 29 Nov')).toBeVisible();
  expect(answered).toEqual([{ id: '1', answer: 'Net income flows into retained earnings.' }]);
  expect(screen.getByText('This answer also reviewed: net income flows to cash flow (Good).')).toBeVisible();

  await page.user.click(screen.getByRole('button', { name: 'Next card' }));
  expect(screen.getByText('Card 2 of 3')).toBeVisible();
  await page.user.click(screen.getByRole('textbox', { name: 'Your answer' }));
  await page.user.paste('Not sure.');
  await page.user.keyboard('{Enter}');
  expect(await screen.findByTestId('review-rating')).toHaveTextContent('Again');
  expect(screen.getByText(/missed this concept/)).toBeVisible();

  due = [];
  await page.user.click(screen.getByRole('button', { name: 'Finish review' }));
  expect(await screen.findByText('Nothing to review today')).toBeVisible();
});

test('with nothing due, says when cards come and leads to an interview', async () => {
  server.use(http.get('/api/review/due', () => HttpResponse.json({ cards: [] })));
  const page = open();
  expect(await screen.findByText('Nothing to review today')).toBeVisible();
  await page.user.click(screen.getByRole('button', { name: 'Practice an interview' }));
  expect(page.location()).toBe('/interviews');
});

test('cards that cannot be loaded say so, and Retry loads them', async () => {
  let fail = true;
  server.use(
    http.get('/api/review/due', () =>
      fail ? HttpResponse.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }) : HttpResponse.json({ cards: [CARDS[0]] }),
    ),
  );
  const page = open();
  expect(await screen.findByText('Your review cards could not be loaded')).toBeVisible();
  fail = false;
  await page.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 card due today')).toBeVisible();
});
