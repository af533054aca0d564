// Speech text for the interview voice (spec 02 §5): finance acronyms spelled out, pauses as separate
// utterance chunks, voice settings, and the pace and filler words of a spoken answer. Pure: the
// browser's speech APIs are driven elsewhere.

/** Pause after a sentence (period, question or exclamation mark) and after a comma, in ms. */
export const SENTENCE_PAUSE_MS = 300;
export const COMMA_PAUSE_MS = 150;

/**
 * Acronyms an interviewer reads letter by letter. Acronyms said as words — EBITDA ("ee-bit-dah"),
 * WACC ("whack"), CAGR ("kagger"), GAAP ("gap"), CAPEX, COGS, CAPM, SaaS — are deliberately absent
 * and left to the voice.
 */
export const SPELLED_ACRONYMS = [
  'AI', 'ARR', 'AUM', 'CAC', 'CEO', 'CFA', 'CFO', 'CIM', 'COO', 'CPA', 'DCF', 'DCM', 'ECM', 'EPS',
  'ESG', 'EU', 'EV', 'FCF', 'FX', 'GP', 'IB', 'IC', 'IFRS', 'IPO', 'IRR', 'KPI', 'LBO', 'LOI', 'LP',
  'LTV', 'MBA', 'MD', 'MOIC', 'MRR', 'NDA', 'NPV', 'NWC', 'PE', 'PIK', 'PPE', 'ROA', 'ROE', 'ROI',
  'ROIC', 'SEC', 'SPA', 'SPV', 'TAM', 'TSR', 'UK', 'US', 'VC', 'VP',
] as const;

/** Written forms that read better replaced as a whole (slashes, ampersands, mixed case). */
type Replacement = string | ((match: string, ...groups: string[]) => string);

const SPOKEN_FORMS: Array<[RegExp, Replacement]> = [
  [/\bEV\/EBITDA\b/g, 'E V to EBITDA'],
  [/\bP\/E\b/g, 'P E'],
  [/\bYoY\b/g, 'year over year'],
  [/\bQoQ\b/g, 'quarter over quarter'],
  // M&A, P&L, D&A, R&D, SG&A, PP&E: each side spelled, the ampersand said.
  [/\b([A-Z]{1,3})&([A-Z]{1,3})\b/g, (_m, left = '', right = '') => `${spell(left)} and ${spell(right)}`],
];

const ACRONYM_PATTERN = new RegExp(`\\b(${SPELLED_ACRONYMS.join('|')})(s?)\\b`, 'g');

function spell(letters: string): string {
  return letters.split('').join(' ');
}

/** The text with finance acronyms rewritten the way they are said ('DCF' → 'D C F', 'M&A' → 'M and A'). */
export function toSpokenText(text: string): string {
  let spoken = text;
  for (const [pattern, replacement] of SPOKEN_FORMS) {
    spoken = typeof replacement === 'string' ? spoken.replace(pattern, replacement) : spoken.replace(pattern, replacement);
  }
  return spoken.replace(ACRONYM_PATTERN, (_m, acronym: string, plural: string) => `${spell(acronym)}${plural ? "'s" : ''}`);
}

export interface SpeechChunk {
  text: string;
  /** Silence before the next chunk; 0 after the last one. */
  pauseAfterMs: number;
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'etc', 'mr', 'mrs', 'ms', 'dr', 'inc', 'ltd', 'co', 'approx', 'no', 'st']);

/** A sentence end or comma followed by a space or the end of the text (so 2.5x and 1,000 stay whole). */
const BREAK = /([.!?]+|,)(?=\s|$)/g;

/**
 * Splits speech text into utterances with a pause after each: 300 ms after a sentence, 150 ms after
 * a comma. Acronyms are rewritten first (`toSpokenText`).
 */
export function toSpeechChunks(text: string): SpeechChunk[] {
  const spoken = toSpokenText(text).replace(/\s+/g, ' ').trim();
  const chunks: SpeechChunk[] = [];
  let start = 0;
  for (const match of spoken.matchAll(BREAK)) {
    const end = (match.index ?? 0) + (match[0]?.length ?? 0);
    const punctuation = match[1] ?? '';
    const piece = spoken.slice(start, end).trim();
    if (punctuation === '.' && endsWithAbbreviation(piece)) continue;
    if (/[\p{L}\p{N}]/u.test(piece)) {
      chunks.push({ text: piece, pauseAfterMs: punctuation === ',' ? COMMA_PAUSE_MS : SENTENCE_PAUSE_MS });
    }
    start = end;
  }
  const rest = spoken.slice(start).trim();
  if (/[\p{L}\p{N}]/u.test(rest)) chunks.push({ text: rest, pauseAfterMs: 0 });
  const last = chunks.at(-1);
  if (last) last.pauseAfterMs = 0;
  return chunks;
}

function endsWithAbbreviation(piece: string): boolean {
  const lastWord = piece.slice(0, -1).split(' ').at(-1)?.toLowerCase() ?? '';
  return ABBREVIATIONS.has(lastWord);
}

// ---------------------------------------------------------------------------------------------
// Voice settings (spec 02 §5, §9)
// ---------------------------------------------------------------------------------------------

export interface VoiceSettings {
  /** The chosen voice's URI; null lets the browser pick its default English voice. */
  voiceURI: string | null;
  rate: number;
  pitch: number;
  volume: number;
}

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { voiceURI: null, rate: 1, pitch: 1, volume: 1 };

export type VoiceSlider = 'rate' | 'pitch' | 'volume';

export const VOICE_SLIDERS: Record<VoiceSlider, { label: string; min: number; max: number; step: number }> = {
  rate: { label: 'Rate', min: 0.5, max: 2, step: 0.1 },
  pitch: { label: 'Pitch', min: 0.5, max: 2, step: 0.1 },
  volume: { label: 'Volume', min: 0, max: 1, step: 0.1 },
};

/** Clamps a slider value to its range and step (one decimal), e.g. from stored settings. */
export function clampVoiceValue(slider: VoiceSlider, value: number): number {
  const { min, max, step } = VOICE_SLIDERS[slider];
  if (!Number.isFinite(value)) return DEFAULT_VOICE_SETTINGS[slider];
  const stepped = Math.round(value / step) * step;
  return Math.round(Math.min(max, Math.max(min, stepped)) * 10) / 10;
}

/** Only English voices are offered (spec 02 §5): BCP 47 tags en, en-US, en_GB… */
export function isEnglishVoice(lang: string): boolean {
  return /^en([-_]|$)/i.test(lang.trim());
}

// ---------------------------------------------------------------------------------------------
// Delivery of a spoken answer: pace and filler words
// ---------------------------------------------------------------------------------------------

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words per minute over the time spoken, rounded; 0 when nothing was said or no time passed. */
export function wordsPerMinute(text: string, durationMs: number): number {
  const words = countWords(text);
  if (words === 0 || !(durationMs > 0)) return 0;
  return Math.round(words / (durationMs / 60_000));
}

export const FILLER_WORDS = ['um', 'uh', 'like', 'you know', 'basically', 'actually', 'sort of', 'kind of'] as const;
export type FillerWord = (typeof FILLER_WORDS)[number];

const DETERMINERS = 'a|an|the|this|that|these|those|what|which|any|some|every|each|one|same|no|another|my|our|your|their|its';

/**
 * How each filler is found. 'like' is not counted as a verb or comparison ('I like', 'would like',
 * 'looks like'); 'sort of'/'kind of' not after a determiner ('a kind of bond'); 'you know' not in a
 * question ('do you know').
 */
const FILLER_PATTERNS: Record<FillerWord, RegExp> = {
  um: /\bu+m+\b/g,
  uh: /\bu+h+\b/g,
  like: /(?<!\b(?:i|we|you|they|he|she|would|i'd|we'd|you'd|they'd|to|don't|didn't|doesn't|feel|feels|felt|look|looks|looked|seem|seems|seemed|sound|sounds|sounded|much|just|more|less)\s)\blike\b/g,
  'you know': /(?<!\b(?:do|did|if|don't|didn't)\s)\byou know\b/g,
  basically: /\bbasically\b/g,
  actually: /\bactually\b/g,
  'sort of': new RegExp(`(?<!\\b(?:${DETERMINERS})\\s)\\bsort of\\b`, 'g'),
  'kind of': new RegExp(`(?<!\\b(?:${DETERMINERS})\\s)\\bkind of\\b`, 'g'),
};

export interface FillerCount {
  total: number;
  counts: Record<FillerWord, number>;
}

export function countFillerWords(text: string): FillerCount {
  const plain = text.toLowerCase().replace(/[‘’ʼ`]/g, "'").replace(/\s+/g, ' ');
  const counts = Object.fromEntries(
    FILLER_WORDS.map((filler) => [filler, plain.match(FILLER_PATTERNS[filler])?.length ?? 0]),
  ) as Record<FillerWord, number>;
  return { total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
}

export interface DeliveryStats {
  words: number;
  wordsPerMinute: number;
  fillers: FillerCount;
}

/** What the interview shows after a spoken answer. */
export function deliveryStats(text: string, durationMs: number): DeliveryStats {
  return { words: countWords(text), wordsPerMinute: wordsPerMinute(text, durationMs), fillers: countFillerWords(text) };
}

/** 'um ×2, like ×1' — the fillers that occurred, most frequent first. */
export function describeFillers(fillers: FillerCount): string {
  return FILLER_WORDS.filter((f) => fillers.counts[f] > 0)
    .sort((a, b) => fillers.counts[b] - fillers.counts[a])
    .map((f) => `${f} ×${fillers.counts[f]}`)
    .join(', ');
}
