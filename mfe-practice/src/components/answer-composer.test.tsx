// Answering by voice (spec 02 §2.1, §5): the microphone button starts and stops the browser's speech
// recognition, the words heard go into the answer, the delivery of the spoken answer is measured; a
// browser without recognition, or a microphone that is blocked or missing, is explained.
import { act, screen } from '@testing-library/react';
import { installSpeechRecognition, renderScreen, type SpeechRecognitionFake } from '@bullpen/shared/testing/render';
import type { DeliveryStats } from '@bullpen/shared';
import { AnswerComposer } from './answer-composer';

let recognition: SpeechRecognitionFake | null = null;
afterEach(() => {
  recognition?.uninstall();
  recognition = null;
  jest.restoreAllMocks();
});

function renderComposer() {
  const sent: Array<[string, DeliveryStats | null]> = [];
  const page = renderScreen(<AnswerComposer label="Your answer" onSubmit={(text, delivery) => sent.push([text, delivery])} />);
  return { page, sent, answer: () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' }) };
}

test('Answer by voice listens, shows the words being heard, puts each phrase into the answer and stops on request', async () => {
  recognition = installSpeechRecognition();
  // The pace is measured from the start of dictation to the last words heard, on the page's clock.
  let now = 1_000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  const { page, sent, answer } = renderComposer();
  await page.user.type(answer(), 'To value a company');

  await page.user.click(screen.getByRole('button', { name: 'Answer by voice' }));
  const session = recognition.latest();
  expect([session.listening, session.lang, session.continuous, session.interimResults]).toEqual([true, 'en-US', true, true]);
  expect(screen.getByRole('button', { name: 'Stop voice answer' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Listening…');

  act(() => session.hear('I would um', { final: false }));
  expect(screen.getByRole('status')).toHaveTextContent('Listening… I would um');
  now = 3_000;
  act(() => session.hear('I would um discount the free cash flows'));
  expect(answer()).toHaveValue('To value a company I would um discount the free cash flows');
  now = 6_000;
  act(() => session.hear('at the WACC'));
  expect(answer()).toHaveValue('To value a company I would um discount the free cash flows at the WACC');

  await page.user.click(screen.getByRole('button', { name: 'Stop voice answer' }));
  expect(session.listening).toBe(false);
  expect(screen.queryByText(/Listening/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Answer by voice' })).toHaveAttribute('aria-pressed', 'false');
  // Eleven words in five seconds, one of them a filler.
  expect(screen.getByText('Spoken at 132 words per minute · 1 filler word (um ×1)')).toBeVisible();

  await page.user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toEqual([['To value a company I would um discount the free cash flows at the WACC', expect.objectContaining({ words: 11, wordsPerMinute: 132, fillers: expect.objectContaining({ total: 1 }) })]]);
  expect(answer()).toHaveValue('');
});

test('sending while still listening stops the microphone first', async () => {
  recognition = installSpeechRecognition();
  const { page, sent } = renderComposer();
  await page.user.click(screen.getByRole('button', { name: 'Answer by voice' }));
  act(() => recognition!.latest().hear('Revenue less costs'));
  await page.user.click(screen.getByRole('button', { name: 'Send' }));
  expect(recognition.latest().listening).toBe(false);
  expect(sent.map(([text]) => text)).toEqual(['Revenue less costs']);
  expect(screen.getByRole('button', { name: 'Answer by voice' })).toBeVisible();
});

test('a browser without speech recognition offers no voice answer and says so; typing still works', async () => {
  const { page, sent, answer } = renderComposer();
  expect(screen.queryByRole('button', { name: 'Answer by voice' })).not.toBeInTheDocument();
  expect(screen.getByText('Answering by voice is not available in this browser; type your answer instead.')).toBeVisible();
  await page.user.type(answer(), 'Typed answer{Enter}');
  expect(sent).toEqual([['Typed answer', null]]);
});

test.each([
  ['not-allowed', 'Microphone access is blocked. Allow it in your browser settings to answer by voice.'],
  ['audio-capture', 'No microphone was found. Check that one is connected.'],
])('a microphone error (%s) is explained and the button is ready again', async (error, message) => {
  recognition = installSpeechRecognition();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { page } = renderComposer();
  await page.user.click(screen.getByRole('button', { name: 'Answer by voice' }));
  act(() => {
    recognition!.latest().fail(error);
    // The browser ends the session after the error.
    recognition!.latest().end();
  });
  expect(await screen.findByText('Voice input unavailable')).toBeVisible();
  expect(screen.getByText(message)).toBeVisible();
  expect(screen.queryByText(/Listening/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Answer by voice' })).toHaveAttribute('aria-pressed', 'false');
  expect(logged).toHaveBeenCalledWith('[dictation] speech recognition failed:', error);
});

test('silence is not an error: nothing is reported when no speech was heard', async () => {
  recognition = installSpeechRecognition();
  const { page } = renderComposer();
  await page.user.click(screen.getByRole('button', { name: 'Answer by voice' }));
  act(() => {
    recognition!.latest().fail('no-speech');
    recognition!.latest().end();
  });
  expect(screen.getByRole('button', { name: 'Answer by voice' })).toBeVisible();
  expect(screen.queryByText('Voice input unavailable')).not.toBeInTheDocument();
  expect(screen.queryByText(/Spoken at/)).not.toBeInTheDocument();
});
