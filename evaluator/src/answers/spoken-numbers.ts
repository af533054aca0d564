// Amounts said in words, as a student speaking an answer gives them: "two hundred and seventy-two",
// "one million six hundred sixty-seven thousand", "three point seven five million", "zero comma six",
// "two hundred and forty grand". Each is rewritten in digits, with a trailing scale word kept as a word
// ("3.75 million") so the figure reader knows it was scaled. Text is lowercase (see `normalise`).

/** Number words and their values, shared with the evaluator's other readings of spoken amounts. */
export const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};
export const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
export const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALE_WORDS: Record<string, { value: number; word: string }> = {
  thousand: { value: 1e3, word: 'thousand' },
  grand: { value: 1e3, word: 'thousand' },
  million: { value: 1e6, word: 'million' },
  billion: { value: 1e9, word: 'billion' },
};
/** Words that lead a decimal only ("zero point six"); alone they are left as they are. */
const ZERO = new Set(['zero', 'nought']);
const DECIMAL_MARK = new Set(['point', 'comma']);

const WORD = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), ...Object.keys(SCALE_WORDS), ...ZERO, ...DECIMAL_MARK, 'hundred', 'and', 'a'].join('|');
/** A run of words a spoken amount can be made of, joined by spaces or a hyphen ("sixty-seven"; "800 - 15" is two). */
const RUN = new RegExp(`\\b(?:${WORD})(?:(?:\\s+|-)(?:${WORD}))*\\b`, 'g');

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';

function kindOf(word: string | undefined): Kind | null {
  if (word === undefined) return null;
  if (word in UNITS) return 'unit';
  if (word in TEENS) return 'teen';
  if (word in TENS) return 'tens';
  if (word === 'hundred') return 'hundred';
  if (word in SCALE_WORDS) return 'scale';
  return null;
}

/** What may follow what in a whole number ("twenty" then "two", "hundred" then "and" then "five"). */
const FOLLOWS: Record<Kind, readonly Kind[]> = {
  unit: ['hundred', 'scale'],
  teen: ['hundred', 'scale'],
  tens: ['unit', 'scale'],
  hundred: ['unit', 'teen', 'tens', 'scale'],
  scale: ['unit', 'teen', 'tens'],
};

function wordValue(word: string): number {
  return UNITS[word] ?? TEENS[word] ?? TENS[word] ?? 0;
}

/** The digits after a decimal mark: one digit word each ("seven five"), or a number under 100 ("seventeen", "ninety-six"). */
function readDecimals(tokens: readonly string[], from: number): { digits: string; end: number } | null {
  const first = tokens[from];
  if (first === undefined) return null;
  if (first in TEENS) return { digits: String(TEENS[first]), end: from + 1 };
  if (first in TENS) {
    const next = tokens[from + 1];
    return next !== undefined && next in UNITS ? { digits: String((TENS[first] ?? 0) + (UNITS[next] ?? 0)), end: from + 2 } : { digits: String(TENS[first]), end: from + 1 };
  }
  let digits = '';
  let at = from;
  for (;;) {
    const word = tokens[at];
    if (word === undefined) break;
    if (ZERO.has(word)) digits += '0';
    else if (word in UNITS) digits += String(UNITS[word]);
    else break;
    at += 1;
  }
  return digits ? { digits, end: at } : null;
}

/** The amount that starts at `from`, in digits, and where it ends; null when no amount starts there. */
function readAmount(tokens: readonly string[], separators: readonly string[], from: number): { text: string; end: number } | null {
  let at = from;
  let total = 0;
  let group = 0;
  let words = 0;
  let scales = 0;
  let lastScale: { value: number; word: string } | null = null;
  let groupSinceScale = false;
  let last: Kind | null = null;
  const first = tokens[at];
  if (first === undefined) return null;
  if (ZERO.has(first)) {
    // "zero point six": only as the whole part of a decimal.
    at += 1;
    last = 'unit';
  } else if (first === 'a') {
    // "a hundred": the article stands for one ("a million-dollar company" is left as it is).
    if (kindOf(tokens[at + 1]) !== 'hundred') return null;
    group = 1;
    groupSinceScale = true;
    at += 1;
    words += 1;
    last = 'unit';
  }
  // "one-eighty", "five-fifteen": a digit and a number under a hundred joined by a hyphen say hundreds.
  const colloquial = first in UNITS && separators[from] === '-' ? readDecimals(tokens, from + 1) : null;
  if (colloquial && colloquial.digits.length === 2 && kindOf(tokens[colloquial.end]) !== 'hundred' && kindOf(tokens[colloquial.end]) !== 'scale') {
    return { text: String((UNITS[first] ?? 0) * 100 + Number(colloquial.digits)), end: colloquial.end };
  }
  for (;;) {
    let word = tokens[at];
    // "two hundred and five", "one thousand and twenty": "and" joins only after a hundred or a scale.
    if (word === 'and' && (last === 'hundred' || last === 'scale')) {
      const after = kindOf(tokens[at + 1]);
      if (after !== 'unit' && after !== 'teen' && after !== 'tens') break;
      at += 1;
      word = tokens[at];
    }
    const kind = kindOf(word);
    if (kind === null || word === undefined) break;
    // A hundred or a scale needs a number before it ("240 grand" is read with the digits, not here).
    if (last === null ? kind === 'hundred' || kind === 'scale' : !FOLLOWS[last].includes(kind)) break;
    if (kind === 'hundred') group = (group || 1) * 100;
    else if (kind === 'scale') {
      const scale = SCALE_WORDS[word] ?? { value: 1, word };
      total += (group || 1) * scale.value;
      group = 0;
      scales += 1;
      lastScale = scale;
      groupSinceScale = false;
    } else {
      group += wordValue(word);
      groupSinceScale = true;
    }
    words += 1;
    last = kind;
    at += 1;
  }
  const mark = tokens[at];
  if (mark !== undefined && DECIMAL_MARK.has(mark) && last !== 'scale' && (words > 0 || ZERO.has(first))) {
    const read = readDecimals(tokens, at + 1);
    if (read) {
      const whole = total + group;
      const scale = SCALE_WORDS[tokens[read.end] ?? ''];
      if (scale) {
        // "three point seven five million": the scale stays a word.
        return { text: `${whole}.${read.digits} ${scale.word}`, end: read.end + 1 };
      }
      return { text: `${whole}.${read.digits}`, end: read.end };
    }
  }
  // "one" alone is mostly a pronoun ("the one that…"); "zero" alone is left as it is.
  if (words === 0 || (words === 1 && first === 'one')) return null;
  if (scales === 1 && !groupSinceScale && lastScale) return { text: `${total / lastScale.value} ${lastScale.word}`, end: at };
  return { text: String(total + group), end: at };
}

/** The text with every amount said in words written in digits. */
export function spokenNumbersToDigits(text: string): string {
  return text
    .replace(RUN, (run) => {
      const tokens = run.split(/\s+|-/);
      // What joined each word to the next: a space or a hyphen.
      const separators = [...run.matchAll(/\s+|-/g)].map((m) => (m[0] === '-' ? '-' : ' '));
      const out: string[] = [];
      let at = 0;
      while (at < tokens.length) {
        const amount = readAmount(tokens, separators, at);
        if (amount && amount.end > at) {
          out.push(amount.text);
          at = amount.end;
        } else {
          out.push(tokens[at] ?? '');
          at += 1;
        }
      }
      // Words left as they were keep their hyphens ("one-off"); a rewritten run is spaced.
      return out.join(' ') === tokens.join(' ') ? run : out.join(' ');
    })
    .replace(/(\d) grand\b/g, '$1 thousand');
}
