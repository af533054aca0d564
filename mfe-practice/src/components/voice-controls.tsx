// Voice on/off, pause/resume (only while speaking) and the voice settings dialog (spec 02 §2.1, §5):
// English voices, rate 0.5–2, pitch 0.5–2, volume 0–1, all in steps of 0.1.
import { useState } from 'react';
import { Button, CloseButton, Field, HStack, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { Slider } from '@chakra-ui/react/slider';
import { DEFAULT_VOICE_SETTINGS, VOICE_SLIDERS, type VoiceSlider } from '@bullpen/shared';
import type { Speech } from '../hooks/use-speech';

const SAMPLE_TEXT = 'Walk me through a DCF. Start with free cash flow, then discount it at the WACC.';

export function VoiceControls({ speech }: { speech: Speech }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!speech.supported) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Voice is not available in this browser.
      </Text>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant={speech.enabled ? 'solid' : 'outline'} colorPalette="navy" onClick={speech.toggle} aria-pressed={speech.enabled}>
        {speech.enabled ? 'Voice on' : 'Voice off'}
      </Button>
      {speech.enabled && speech.speaking && (
        <Button size="sm" variant="outline" colorPalette="navy" onClick={speech.paused ? speech.resume : speech.pause}>
          {speech.paused ? 'Resume' : 'Pause'}
        </Button>
      )}
      <Button size="sm" variant="ghost" colorPalette="navy" onClick={() => setSettingsOpen(true)}>
        Voice settings
      </Button>
      <VoiceSettingsDialog speech={speech} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </HStack>
  );
}

function VoiceSettingsDialog({ speech, open, onClose }: { speech: Speech; open: boolean; onClose: () => void }) {
  const { settings, voices, changeSettings } = speech;
  const setValue = (slider: VoiceSlider, value: number) => changeSettings({ ...settings, [slider]: value });

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Voice settings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <Field.Root>
                  <Field.Label>Voice</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={settings.voiceURI ?? ''}
                      onChange={(event) => changeSettings({ ...settings, voiceURI: event.target.value || null })}
                    >
                      <option value="">Browser default (English)</option>
                      {voices.map((voice) => (
                        <option key={voice.voiceURI} value={voice.voiceURI}>
                          {voice.name} ({voice.lang})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {voices.length === 0 && <Field.HelperText>No English voices are installed; the browser default is used.</Field.HelperText>}
                </Field.Root>
                {(Object.keys(VOICE_SLIDERS) as VoiceSlider[]).map((slider) => {
                  const { label, min, max, step } = VOICE_SLIDERS[slider];
                  return (
                    <Slider.Root
                      key={slider}
                      min={min}
                      max={max}
                      step={step}
                      value={[settings[slider]]}
                      onValueChange={(event) => setValue(slider, Math.round((event.value[0] ?? settings[slider]) * 10) / 10)}
                      colorPalette="accent"
                    >
                      <HStack justify="space-between">
                        <Slider.Label>{label}</Slider.Label>
                        <Slider.ValueText />
                      </HStack>
                      <Slider.Control>
                        <Slider.Track>
                          <Slider.Range />
                        </Slider.Track>
                        <Slider.Thumbs />
                      </Slider.Control>
                    </Slider.Root>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2" flexWrap="wrap">
              <Button variant="ghost" colorPalette="navy" onClick={() => changeSettings(DEFAULT_VOICE_SETTINGS)}>
                Reset
              </Button>
              <Button variant="outline" colorPalette="navy" onClick={() => speech.speak(SAMPLE_TEXT)} disabled={!speech.enabled}>
                Test voice
              </Button>
              <Button colorPalette="accent" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close voice settings" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
