// Stand-ins for the Web Speech API in screen tests, which jsdom lacks: speech recognition (answering
// by voice) and speech synthesis (reading the interviewer aloud). A test installs one before rendering
// (the hooks look the API up once, on mount), plays the browser's part — words heard, an error, the
// end of an utterance — and uninstalls it after.

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}

/** One recognition session the screen started. */
export class FakeRecognition {
  continuous = false;
  interimResults = false;
  lang = '';
  listening = false;
  onresult: ((event: { resultIndex: number; results: RecognitionResult[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  private results: RecognitionResult[] = [];

  start(): void {
    this.listening = true;
  }

  /** Stopping ends the session, as the browser does once the last words are in. */
  stop(): void {
    this.end();
  }

  abort(): void {
    this.listening = false;
  }

  /** The browser heard `transcript`: final once the phrase is settled, interim while it still may change. */
  hear(transcript: string, { final = true }: { final?: boolean } = {}): void {
    const resultIndex = this.results.length;
    this.results = [...this.results, { isFinal: final, 0: { transcript } }];
    this.onresult?.({ resultIndex, results: this.results });
    // Interim words are replaced by what comes next, as the browser revises them.
    if (!final) this.results = this.results.slice(0, resultIndex);
  }

  /** The browser reports an error ('not-allowed' when the microphone is blocked, 'audio-capture' without one). */
  fail(error: string): void {
    this.onerror?.({ error });
  }

  end(): void {
    if (!this.listening) return;
    this.listening = false;
    this.onend?.();
  }
}

export interface SpeechRecognitionFake {
  /** The sessions started, oldest first. */
  sessions: FakeRecognition[];
  latest(): FakeRecognition;
  uninstall(): void;
}

/** Installs `webkitSpeechRecognition`, as Chromium names it. */
export function installSpeechRecognition(): SpeechRecognitionFake {
  const sessions: FakeRecognition[] = [];
  class Recognition extends FakeRecognition {
    constructor() {
      super();
      sessions.push(this);
    }
  }
  Object.assign(window, { webkitSpeechRecognition: Recognition });
  return {
    sessions,
    latest() {
      const session = sessions.at(-1);
      if (!session) throw new Error('No speech recognition was started');
      return session;
    },
    uninstall: () => {
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    },
  };
}

/** What the screen asked the synthesiser to say, with the voice and settings it chose. */
export class FakeUtterance {
  voice: { voiceURI: string } | null = null;
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

export interface FakeVoice {
  name: string;
  lang: string;
  voiceURI: string;
  default?: boolean;
}

export interface SpeechSynthesisFake {
  /** Every utterance spoken, oldest first. */
  spoken: FakeUtterance[];
  paused(): boolean;
  /** The utterance being read ends; the screen may then queue the next one. */
  finishSpeaking(): void;
  uninstall(): void;
}

export function installSpeechSynthesis(voices: FakeVoice[]): SpeechSynthesisFake {
  const spoken: FakeUtterance[] = [];
  let queue: FakeUtterance[] = [];
  let paused = false;
  const synthesis = {
    speak: (utterance: FakeUtterance) => {
      spoken.push(utterance);
      queue.push(utterance);
    },
    cancel: () => {
      queue = [];
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    getVoices: () => voices.map((voice) => ({ default: false, localService: true, ...voice })),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: FakeUtterance });
  return {
    spoken,
    paused: () => paused,
    finishSpeaking() {
      const utterance = queue.shift();
      if (!utterance) throw new Error('Nothing is being spoken');
      utterance.onend?.();
    },
    uninstall: () => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    },
  };
}
