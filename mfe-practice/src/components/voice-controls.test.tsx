// The interviewer's voice (spec 02 §2.1, §5): Voice on/off, Pause and Resume while it speaks, and the
// voice settings dialog (English voices only; rate, pitch, volume) whose choices read the sample and
// are kept for the next visit; a browser without speech synthesis says so.
import { act, screen, waitFor, within } from '@testing-library/react';
import { installSpeechSynthesis, renderScreen, type SpeechSynthesisFake } from '@bullpen/shared/testing/render';
import { useSpeech } from '../hooks/use-speech';
import { LOCAL_KEYS } from '../lib/local-values';
import { VoiceControls } from './voice-controls';

const VOICES = [
  { name: 'Daniel', lang: 'en-GB', voiceURI: 'daniel-en-gb', default: true },
  { name: 'Samantha', lang: 'en-US', voiceURI: 'samantha-en-us' },
  { name: 'Amélie', lang: 'fr-CA', voiceURI: 'amelie-fr-ca' },
];

function Voice() {
  return <VoiceControls speech={useSpeech()} />;
}

let synthesis: SpeechSynthesisFake | null = null;
afterEach(() => {
  synthesis?.uninstall();
  synthesis = null;
});

async function openSettings(page: ReturnType<typeof renderScreen>) {
  await page.user.click(screen.getByRole('button', { name: 'Voice settings' }));
  return screen.findByRole('dialog', { name: 'Voice settings' });
}

test('a browser without speech synthesis says voice is not available', () => {
  renderScreen(<Voice />);
  expect(screen.getByText('Voice is not available in this browser.')).toBeVisible();
  expect(screen.queryByRole('button', { name: /Voice (on|off)/ })).not.toBeInTheDocument();
});

test('the settings offer the English voices only; the chosen voice and rate read the sample and are kept', async () => {
  synthesis = installSpeechSynthesis(VOICES);
  const page = renderScreen(<Voice />);
  const dialog = await openSettings(page);
  const voice = within(dialog).getByRole('combobox', { name: 'Voice' });
  expect(within(voice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Browser default (English)', 'Daniel (en-GB)', 'Samantha (en-US)']);
  await page.user.selectOptions(voice, 'Samantha (en-US)');

  const rate = within(dialog).getByRole('slider', { name: 'Rate' });
  expect(rate).toHaveAttribute('aria-valuenow', '1');
  rate.focus();
  for (let step = 0; step < 5; step++) await page.user.keyboard('{ArrowRight}');
  expect(rate).toHaveAttribute('aria-valuenow', '1.5');

  await page.user.click(within(dialog).getByRole('button', { name: 'Test voice' }));
  const [first] = synthesis.spoken;
  // The sample's first sentence, its acronym spelled out, in the chosen voice at the chosen rate.
  expect(first).toMatchObject({ text: 'Walk me through a D C F.', voice: expect.objectContaining({ voiceURI: 'samantha-en-us' }), lang: 'en-US', rate: 1.5, pitch: 1, volume: 1 });
  expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.voiceSettings) ?? '{}')).toEqual({ voiceURI: 'samantha-en-us', rate: 1.5, pitch: 1, volume: 1 });

  await page.user.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(rate).toHaveAttribute('aria-valuenow', '1');
  expect(voice).toHaveValue('');
});

test('while the voice reads, Pause and Resume show; it reads sentence by sentence until done', async () => {
  synthesis = installSpeechSynthesis(VOICES);
  const page = renderScreen(<Voice />);
  const dialog = await openSettings(page);
  await page.user.click(within(dialog).getByRole('button', { name: 'Test voice' }));
  await page.user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();

  await page.user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(synthesis.paused()).toBe(true);
  await page.user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(synthesis.paused()).toBe(false);

  // Each chunk ends, and after its pause the next one is spoken: three in all.
  act(() => synthesis!.finishSpeaking());
  await waitFor(() => expect(synthesis?.spoken).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  act(() => synthesis!.finishSpeaking());
  await waitFor(() => expect(synthesis?.spoken).toHaveLength(3));
  act(() => synthesis!.finishSpeaking());
  expect(synthesis.spoken.map((u) => u.text)).toEqual(['Walk me through a D C F.', 'Start with free cash flow,', 'then discount it at the WACC.']);
  expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
});

test('Voice off stops the reading; Test voice then waits until the voice is on again', async () => {
  synthesis = installSpeechSynthesis(VOICES);
  const page = renderScreen(<Voice />);
  expect(screen.getByRole('button', { name: 'Voice on' })).toHaveAttribute('aria-pressed', 'true');
  let dialog = await openSettings(page);
  await page.user.click(within(dialog).getByRole('button', { name: 'Test voice' }));
  await page.user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await page.user.click(await screen.findByRole('button', { name: 'Voice on' }));

  expect(screen.getByRole('button', { name: 'Voice off' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  dialog = await openSettings(page);
  expect(within(dialog).getByRole('button', { name: 'Test voice' })).toBeDisabled();
  expect(synthesis.spoken).toHaveLength(1);
});
