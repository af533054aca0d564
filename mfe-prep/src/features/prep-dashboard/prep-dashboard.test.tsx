// Your Personalized Prep (spec 02 §2.10, §4): CV feedback, the sections to answer, and a section
// submitted as a whole: each answer saved, then evaluated, then the section marked submitted.
import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import type { PrepRecord } from '@bullpen/shared';
import { evaluatedAnswer, prepRecord } from '../../testing/prep-record';
import PrepDashboardPage from './prep-dashboard';

function openDashboard() {
  signIn();
  return renderScreen(<PrepDashboardPage />, { route: '/DashboardPersonalizedPrep' });
}

test('shows a loading state, then the prep with its status, score and CV feedback', async () => {
  server.use(
    http.get('/api/preps', async () => {
      await delay(50);
      return HttpResponse.json([prepRecord({ overall_score: 12 })]);
    }),
  );
  openDashboard();
  expect(screen.getByRole('status', { name: 'Your personalized prep is loading...' })).toBeInTheDocument();
  expect(await screen.findByTestId('prep-status')).toHaveTextContent('In Progress');
  expect(screen.getByTestId('overall-score')).toHaveTextContent('12');
  expect(screen.getByText('No CV was uploaded: general advice for the Investment Banking Analyst role.')).toBeVisible();
  expect(screen.getByText('Quantify your internship results.')).toBeVisible();
});

test('without a prep, invites the student to create one', async () => {
  server.use(http.get('/api/preps', () => HttpResponse.json([])));
  openDashboard();
  expect(await screen.findByText('No Personalized Prep Found')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Create your prep' })).toHaveAttribute('href', '/personalizedPrep');
});

test('a 401 says "Not authenticated." and goes to the login', async () => {
  server.use(http.get('/api/preps', () => HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in first.' } }, { status: 401 })));
  const page = openDashboard();
  expect(await screen.findByText('Not authenticated.')).toBeVisible();
  await waitFor(() => expect(page.location()).toBe('/login'));
});

test('a load failure shows the reason with Try again', async () => {
  server.use(http.get('/api/preps', () => HttpResponse.json({ error: { code: 'internal', message: 'Database down' } }, { status: 500 })));
  openDashboard();
  expect(await screen.findByText('Error loading your prep: Database down')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the behavioral set is submitted once answered: answers saved, evaluated, then shown as submitted', async () => {
  let record: PrepRecord = prepRecord();
  const calls: string[] = [];
  server.use(
    http.get('/api/preps', () => HttpResponse.json([record])),
    http.put('/api/preps/:id/answers', async ({ request }) => {
      const body = (await request.json()) as { section: 'behavioral'; round: number; questionId: number; answer: string };
      calls.push(`save ${body.questionId}: ${body.answer}`);
      const question = record.behavioral_interview[body.questionId]!.question;
      record = { ...record, user_answers: [...record.user_answers, { ...body, question }] };
      return HttpResponse.json(record);
    }),
    http.post('/api/preps/:id/answers/evaluate', async ({ request }) => {
      const ref = (await request.json()) as { questionId: number };
      calls.push(`evaluate ${ref.questionId}`);
      record = { ...record, user_answers: record.user_answers.map((a) => (a.questionId === ref.questionId ? evaluatedAnswer(a, 40) : a)) };
      return HttpResponse.json(record);
    }),
    http.post('/api/preps/:id/submit-section', () => {
      calls.push('submit');
      record = { ...record, overall_score: 40, submitted_sections: { ...record.submitted_sections, behavioral: true } };
      return HttpResponse.json(record);
    }),
  );
  const page = openDashboard();
  await page.user.click(await screen.findByRole('tab', { name: 'Behavioral' }));
  const panel = screen.getByRole('tabpanel', { name: 'Behavioral' });
  const submit = within(panel).getByRole('button', { name: 'Submit Behavioral Questions' });
  expect(submit).toBeDisabled();
  expect(within(panel).getByText('Answer at least one question to submit. Questions left blank are not scored.')).toBeVisible();

  await page.user.type(screen.getByRole('textbox', { name: 'Question 1: Why investment banking?' }), 'I love deals.');
  await page.user.click(submit);

  expect(await screen.findByText('Behavioral questions submitted')).toBeVisible();
  expect(await screen.findByTestId('submitted-note')).toBeVisible();
  expect(screen.getByText('No answer given.')).toBeVisible();
  expect(screen.getByTestId('overall-score')).toHaveTextContent('40');
  expect(calls).toEqual(['save 0: I love deals.', 'evaluate 0', 'submit']);
});

test('a failed submission says so and keeps the answers to try again', async () => {
  server.use(
    http.get('/api/preps', () => HttpResponse.json([prepRecord()])),
    http.put('/api/preps/:id/answers', () => HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 })),
  );
  const page = openDashboard();
  await page.user.click(await screen.findByRole('tab', { name: 'Behavioral' }));
  const answer = screen.getByRole('textbox', { name: 'Question 1: Why investment banking?' });
  await page.user.type(answer, 'I love deals.');
  await page.user.click(screen.getByRole('button', { name: 'Submit Behavioral Questions' }));
  expect(await screen.findByText('Could not submit your answers. Please try again.')).toBeVisible();
  expect(answer).toHaveValue('I love deals.');
});
