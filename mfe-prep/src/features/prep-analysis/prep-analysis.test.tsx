// Interview Analysis (spec 02 §2.11, §9): percentages per section out of 50 points an answer, the
// completion, the answers with their ideal answer, and the feedback form.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { renderScreen, server, signIn } from '@bullpen/shared/testing/render';
import { evaluatedAnswer, prepRecord } from '../../testing/prep-record';
import PrepAnalysisPage from './prep-analysis';

const analysed = prepRecord({
  user_answers: [
    evaluatedAnswer({ section: 'technical', round: 0, questionId: 0, question: 'Walk me through the three statements.', answer: 'Income statement first.' }, 30),
    evaluatedAnswer({ section: 'behavioral', round: 0, questionId: 0, question: 'Why investment banking?', answer: 'I love deals.' }, 40),
  ],
});

function openAnalysis(preps = [analysed]) {
  signIn();
  server.use(http.get('/api/preps', () => HttpResponse.json(preps)));
  return renderScreen(<PrepAnalysisPage />, { route: '/AnalysisPersonalizedPrep' });
}

test('reports each section\'s percentage and how much of the prep is answered', async () => {
  openAnalysis();
  expect(await screen.findByText('Analysis for Investment Banking Analyst at Goldman Sachs')).toBeVisible();
  expect(screen.getByTestId('tile-Technical')).toHaveTextContent('60%');
  expect(screen.getByTestId('tile-Behavioral')).toHaveTextContent('80%');
  expect(screen.getByTestId('tile-Case Study')).toHaveTextContent('0%');
  expect(screen.getByTestId('completion')).toHaveTextContent('2 of 5 questions answered (40% complete)');
});

test('the Behavioral tab lists the answer with its score; Show Ideal Answer reveals it beside the one given', async () => {
  const page = openAnalysis();
  await page.user.click(await screen.findByRole('tab', { name: 'Behavioral' }));
  const panel = screen.getByRole('tabpanel', { name: 'Behavioral' });
  expect(within(panel).getByTestId('answer-score')).toHaveTextContent('40/50');
  expect(within(panel).getByText('Scored 40.')).toBeVisible();
  expect(within(panel).queryByText('I love deals.')).not.toBeInTheDocument();

  await page.user.click(within(panel).getByRole('button', { name: 'Show Ideal Answer' }));
  expect(within(panel).getByTestId('ideal-answer')).toHaveTextContent('The ideal answer.');
  expect(within(panel).getByText('I love deals.')).toBeVisible();
});

test('without a prep there is no analysis, and a way to the prep', async () => {
  openAnalysis([]);
  expect(await screen.findByText('No Analysis Available')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to your prep' })).toHaveAttribute('href', '/DashboardPersonalizedPrep');
});

describe('feedback on the report', () => {
  test('an empty form asks for at least one thought and sends nothing', async () => {
    const page = openAnalysis();
    await page.user.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please share at least one thought before sending.')).toBeVisible();
  });

  test('sent feedback is thanked and the form emptied', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/preps/:id/feedback', async ({ request, params }) => {
        sent = { prep: params.id, ...((await request.json()) as object) };
        return HttpResponse.json({ id: 'f1' }, { status: 201 });
      }),
    );
    const page = openAnalysis();
    const likes = await screen.findByRole('textbox', { name: 'What did you like?' });
    await page.user.type(likes, 'The ideal answers.');
    await page.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback! You can send more at any time.')).toBeVisible();
    expect(likes).toHaveValue('');
    expect(sent).toEqual({ prep: 'prep-1', likes: 'The ideal answers.', improvements: '', other_suggestions: '' });
  });

  test('a refusal shows the server\'s message beside the form', async () => {
    server.use(
      http.post('/api/preps/:id/feedback', () =>
        HttpResponse.json({ error: { code: 'validation_failed', message: 'Feedback is too long.' } }, { status: 400 }),
      ),
    );
    const page = openAnalysis();
    await page.user.type(await screen.findByRole('textbox', { name: 'Other suggestions' }), 'More charts');
    await page.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Could not send your feedback')).toBeVisible();
    expect(screen.getAllByText('Feedback is too long.')).not.toHaveLength(0);
  });
});
