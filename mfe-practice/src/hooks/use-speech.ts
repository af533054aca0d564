// Reads interview text aloud with the browser's speechSynthesis (spec 02 §4 Voice, §5): on/off,
// pause and resume while speaking, English voices with rate, pitch and volume, one utterance per
// chunk so pauses fall after sentences and commas, no duplicate of the text being spoken, and a
// speech error resets the speaking state.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clampVoiceValue,
  DEFAULT_VOICE_SETTINGS,
  isEnglishVoice,
  toSpeechChunks,
  type VoiceSettings,
} from '@bullpen/shared';
import { LOCAL_KEYS, readLocalJson, writeLocal } from '../lib/local-values';

export interface Speech {
  supported: boolean;
  enabled: boolean;
  speaking: boolean;
  paused: boolean;
  /** English voices only. */
  voices: SpeechSynthesisVoice[];
  settings: VoiceSettings;
  changeSettings(settings: VoiceSettings): void;
  toggle(): void;
  speak(text: string): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  return typeof window.SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

function storedSettings(): VoiceSettings {
  const stored = readLocalJson(LOCAL_KEYS.voiceSettings) as Partial<VoiceSettings> | null;
  if (!stored || typeof stored !== 'object') return DEFAULT_VOICE_SETTINGS;
  return {
    voiceURI: typeof stored.voiceURI === 'string' ? stored.voiceURI : null,
    rate: clampVoiceValue('rate', Number(stored.rate ?? DEFAULT_VOICE_SETTINGS.rate)),
    pitch: clampVoiceValue('pitch', Number(stored.pitch ?? DEFAULT_VOICE_SETTINGS.pitch)),
    volume: clampVoiceValue('volume', Number(stored.volume ?? DEFAULT_VOICE_SETTINGS.volume)),
  };
}

/** Errors that only mean "stopped on purpose" (cancel, a new text) and are not worth logging. */
const EXPECTED_ERRORS = new Set(['interrupted', 'canceled']);

export function useSpeech(): Speech {
  const [synth] = useState(synthesis);
  const [enabled, setEnabled] = useState(synth !== null);
  const [speaking, setSpeaking] = useState(false);
  const [paused, setPaused] = useState(false);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [settings, setSettings] = useState(storedSettings);

  // Read inside utterance callbacks, which outlive the render that created them.
  const live = useRef({ enabled, settings, voices });
  live.current = { enabled, settings, voices };
  const run = useRef<{ id: number; text: string | null; timer?: number }>({ id: 0, text: null });

  useEffect(() => {
    if (!synth) return undefined;
    const load = () => setVoices(synth.getVoices().filter((voice) => isEnglishVoice(voice.lang)));
    load();
    synth.addEventListener('voiceschanged', load);
    return () => synth.removeEventListener('voiceschanged', load);
  }, [synth]);

  const finish = useCallback(() => {
    window.clearTimeout(run.current.timer);
    run.current.text = null;
    setSpeaking(false);
    setPaused(false);
  }, []);

  const stop = useCallback(() => {
    run.current.id += 1;
    synth?.cancel();
    // A synthesiser cancelled while paused stays paused and would hold back the next text.
    synth?.resume();
    finish();
  }, [synth, finish]);

  useEffect(() => stop, [stop]);

  const speak = useCallback(
    (text: string) => {
      if (!synth || !live.current.enabled) return;
      if (run.current.text === text) return;
      const chunks = toSpeechChunks(text);
      if (chunks.length === 0) return;
      stop();
      const id = run.current.id;
      run.current.text = text;
      setSpeaking(true);

      const say = (index: number) => {
        const chunk = chunks[index];
        if (run.current.id !== id || !chunk) return;
        const utterance = new SpeechSynthesisUtterance(chunk.text);
        const { settings: chosen, voices: english } = live.current;
        const voice = english.find((v) => v.voiceURI === chosen.voiceURI) ?? english.find((v) => v.default) ?? english[0];
        if (voice) utterance.voice = voice;
        utterance.lang = voice?.lang ?? 'en-US';
        utterance.rate = chosen.rate;
        utterance.pitch = chosen.pitch;
        utterance.volume = chosen.volume;
        utterance.onend = () => {
          if (run.current.id !== id) return;
          if (index + 1 < chunks.length) run.current.timer = window.setTimeout(() => say(index + 1), chunk.pauseAfterMs);
          else finish();
        };
        utterance.onerror = (event) => {
          if (run.current.id !== id) return;
          // 'not-allowed': the browser blocks speech until the user has interacted with the page.
          if (event.error === 'not-allowed') console.warn('[speech] speech is blocked until the page is used');
          else if (!EXPECTED_ERRORS.has(event.error)) console.error('[speech] speech synthesis failed:', event.error);
          run.current.id += 1;
          finish();
        };
        synth.speak(utterance);
      };
      say(0);
    },
    [synth, stop, finish],
  );

  const pause = useCallback(() => {
    if (!synth || run.current.text === null) return;
    synth.pause();
    setPaused(true);
  }, [synth]);

  const resume = useCallback(() => {
    if (!synth) return;
    synth.resume();
    setPaused(false);
  }, [synth]);

  const toggle = useCallback(() => {
    if (live.current.enabled) stop();
    setEnabled(!live.current.enabled);
  }, [stop]);

  const changeSettings = useCallback((next: VoiceSettings) => {
    setSettings(next);
    writeLocal(LOCAL_KEYS.voiceSettings, JSON.stringify(next));
  }, []);

  return { supported: synth !== null, enabled, speaking, paused, voices, settings, changeSettings, toggle, speak, pause, resume, stop };
}
