// Answering by voice with the browser's SpeechRecognition (webkitSpeechRecognition in Chromium):
// final phrases are handed to the caller as they arrive; when dictation stops, the delivery of the
// spoken answer (words per minute, filler words) is measured.
import { useCallback, useEffect, useRef, useState } from 'react';
import { deliveryStats, toaster, type DeliveryStats } from '@bullpen/shared';

/** The part of the Web Speech API recognition interface used here (not in TypeScript's DOM lib). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const ERROR_MESSAGES: Record<string, string> = {
  'not-allowed': 'Microphone access is blocked. Allow it in your browser settings to answer by voice.',
  'service-not-allowed': 'Speech recognition is not allowed in this browser.',
  'audio-capture': 'No microphone was found. Check that one is connected.',
  network: 'Speech recognition needs a network connection. Type your answer instead.',
};

export interface Dictation {
  supported: boolean;
  listening: boolean;
  /** Words heard but not yet final. */
  interim: string;
  /** The delivery of the last spoken answer, once dictation stopped. */
  stats: DeliveryStats | null;
  start(): void;
  stop(): void;
  clearStats(): void;
}

export function useDictation(onPhrase: (phrase: string) => void): Dictation {
  const [Constructor] = useState(recognitionConstructor);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [stats, setStats] = useState<DeliveryStats | null>(null);
  const onPhraseRef = useRef(onPhrase);
  onPhraseRef.current = onPhrase;
  const session = useRef<{ recognition: Recognition | null; transcript: string; startedAt: number; lastHeardAt: number }>({
    recognition: null,
    transcript: '',
    startedAt: 0,
    lastHeardAt: 0,
  });

  const start = useCallback(() => {
    if (!Constructor || session.current.recognition) return;
    const recognition = new Constructor();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    const now = performance.now();
    session.current = { recognition, transcript: '', startedAt: now, lastHeardAt: now };

    recognition.onresult = (event) => {
      let pending = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result) continue;
        const text = result[0].transcript.trim();
        if (result.isFinal) {
          if (text) {
            session.current.transcript += ` ${text}`;
            session.current.lastHeardAt = performance.now();
            onPhraseRef.current(text);
          }
        } else pending += ` ${text}`;
      }
      setInterim(pending.trim());
    };
    recognition.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      console.error('[dictation] speech recognition failed:', event.error);
      toaster.create({
        type: 'error',
        title: 'Voice input unavailable',
        description: ERROR_MESSAGES[event.error] ?? 'Speech recognition stopped unexpectedly. Type your answer instead.',
      });
    };
    recognition.onend = () => {
      const { transcript, startedAt, lastHeardAt } = session.current;
      session.current.recognition = null;
      setListening(false);
      setInterim('');
      if (transcript.trim()) setStats(deliveryStats(transcript, lastHeardAt - startedAt));
    };

    try {
      recognition.start();
      setListening(true);
      setStats(null);
    } catch (error) {
      session.current.recognition = null;
      console.error('[dictation] could not start speech recognition', error);
    }
  }, [Constructor]);

  const stop = useCallback(() => session.current.recognition?.stop(), []);
  const clearStats = useCallback(() => setStats(null), []);

  useEffect(
    () => () => {
      const { recognition } = session.current;
      if (recognition) {
        recognition.onend = null;
        recognition.abort();
      }
    },
    [],
  );

  return { supported: Constructor !== null, listening, interim, stats, start, stop, clearStats };
}
