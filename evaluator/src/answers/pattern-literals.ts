// What text a pattern needs before it can match: a few plain strings, one of which every match holds.
// `text.includes` on those strings is far cheaper than running the pattern, so a pattern whose strings
// are all absent is never run. The reading is conservative: a pattern it cannot read gets null, and is
// always run.

/** Shortest string worth looking for: shorter ones are in nearly every answer. */
const MIN_LITERAL = 2;

const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})/;

/**
 * Strings one of which any text the pattern (no flags) matches contains, or null when the pattern
 * is not simple enough to tell (a top-level alternative with no plain run of 2 characters, an
 * unbalanced group).
 */
export function requiredLiterals(source: string): string[] | null {
  const alternatives = splitAlternatives(source);
  if (!alternatives) return null;
  const found: string[] = [];
  for (const alternative of alternatives) {
    const literals = alternativeLiterals(alternative);
    if (!literals) return null;
    found.push(...literals);
  }
  return [...new Set(found)];
}

/** A string to look for, with its three-character pieces as numbers. */
export interface Needle {
  text: string;
  pieces: number[];
}

/**
 * The three-character pieces of a text, each as a small integer. Two pieces may share a number: that
 * only lets a string through to the exact search, never keeps one out.
 */
function piecesOf(text: string): number[] {
  const pieces: number[] = [];
  for (let i = 0; i + 3 <= text.length; i++) pieces.push(((text.charCodeAt(i) << 20) ^ (text.charCodeAt(i + 1) << 10) ^ text.charCodeAt(i + 2)) & 0x3fffffff);
  return pieces;
}

/** Strings as needles, or null (no strings known). */
export function needles(literals: readonly string[] | null): Needle[] | null {
  return literals && literals.map((text) => ({ text, pieces: piecesOf(text) }));
}

/**
 * One text, asked many times whether it holds a string: a string is looked for only where every
 * three-character piece of it occurs in the text, which a set answers at once.
 */
export class LiteralLookup {
  private readonly pieces: Set<number>;

  constructor(readonly text: string) {
    this.pieces = new Set(piecesOf(text));
  }

  /** The text's pieces, each once. */
  get distinctPieces(): ReadonlySet<number> {
    return this.pieces;
  }

  holds(needle: Needle): boolean {
    for (const piece of needle.pieces) if (!this.pieces.has(piece)) return false;
    return this.text.includes(needle.text);
  }

  /** Whether the text holds one of the strings (null: no strings known, so the pattern may match). */
  mayMatch(found: readonly Needle[] | null): boolean {
    return found === null || found.some((needle) => this.holds(needle));
  }
}

/** Whether a text holds one of the strings (null: no strings known, so it may match). */
export function mayMatch(found: readonly Needle[] | null, text: string): boolean {
  return found === null || found.some((needle) => text.includes(needle.text));
}

/** The pattern's top-level alternatives, or null when its brackets do not balance. */
function splitAlternatives(source: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = classEnd(source, i);
      if (end < 0) return null;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) return null;
    } else if (c === '|' && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(source.slice(start));
  return parts;
}

/** Index of the `]` closing the character class opened at `open`, or -1. */
function classEnd(source: string, open: number): number {
  let i = open + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  for (; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return -1;
}

/** Index of the `)` closing the group opened at `open`, or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i = classEnd(source, i);
      if (i < 0) return -1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * What one alternative needs: its longest run of plain characters that every match holds, or, when that
 * run is too short, what a group it cannot do without needs.
 */
function alternativeLiterals(alternative: string): string[] | null {
  const runs: string[] = [];
  const groups: string[] = [];
  let run = '';
  const endRun = () => {
    runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < alternative.length) {
    const c = alternative[i] as string;
    let atom: { literal: string | null; group?: string; end: number };
    if (c === '\\') {
      const next = alternative[i + 1] ?? '';
      // An escaped punctuation mark is that mark; a letter or digit after `\` is a class, an anchor or a reference.
      atom = { literal: /[a-z0-9]/i.test(next) || next === '' ? null : next, end: i + 2 };
    } else if (c === '[') {
      const end = classEnd(alternative, i);
      if (end < 0) return null;
      atom = { literal: null, end: end + 1 };
    } else if (c === '(') {
      const end = groupEnd(alternative, i);
      if (end < 0) return null;
      const inner = alternative.slice(i + 1, end);
      // A lookaround consumes nothing; a named or non-capturing group matches its content.
      const lookaround = /^\?<?[=!]/.test(inner);
      const content = lookaround ? null : inner.replace(/^\?(?::|<[a-z_][a-z0-9_]*>)/i, '');
      atom = { literal: null, group: content ?? undefined, end: end + 1 };
    } else if ('^$.'.includes(c)) {
      atom = { literal: null, end: i + 1 };
    } else if ('?*+{}|)]'.includes(c)) {
      // A quantifier with nothing before it, or a stray bracket: not read.
      return null;
    } else {
      atom = { literal: c, end: i + 1 };
    }
    const quantifier = QUANTIFIER.exec(alternative.slice(atom.end))?.[0] ?? '';
    let end = atom.end + quantifier.length;
    if (quantifier && alternative[end] === '?') end++;
    const optional = quantifier === '?' || quantifier === '*' || /^\{0[,}]/.test(quantifier);
    if (atom.literal !== null && !optional) {
      run += atom.literal;
      // Repeated, the character is there at least once, but what follows need not come straight after it.
      if (quantifier) endRun();
    } else {
      endRun();
      if (atom.group !== undefined && !optional) groups.push(atom.group);
    }
    i = end;
  }
  endRun();
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length >= MIN_LITERAL) return [longest];
  for (const group of groups) {
    const inner = requiredLiterals(group);
    if (inner) return inner;
  }
  return null;
}

/**
 * Many sets of strings, each set asked of every text: which sets have a string the text holds. Each
 * string is filed under its first piece, so a text visits only the strings that start like a piece of
 * it, not every string of every set.
 */
export class NeedleIndex {
  private readonly byPiece = new Map<number, Array<{ needle: Needle; set: number }>>();
  /** Sets that may always match (no strings known) and strings too short to have a piece. */
  private readonly always: number[] = [];
  private readonly short: Array<{ needle: Needle; set: number }> = [];

  constructor(readonly sets: ReadonlyArray<readonly Needle[] | null>) {
    sets.forEach((found, set) => {
      if (found === null) this.always.push(set);
      else
        for (const needle of found) {
          const first = needle.pieces[0];
          if (first === undefined) this.short.push({ needle, set });
          else this.byPiece.set(first, [...(this.byPiece.get(first) ?? []), { needle, set }]);
        }
    });
  }

  /** For each set, whether the text holds one of its strings (true where none are known). */
  matching(lookup: LiteralLookup): boolean[] {
    const hit = this.sets.map(() => false);
    for (const set of this.always) hit[set] = true;
    const visit = ({ needle, set }: { needle: Needle; set: number }) => {
      if (!hit[set] && lookup.holds(needle)) hit[set] = true;
    };
    this.short.forEach(visit);
    for (const piece of lookup.distinctPieces) this.byPiece.get(piece)?.forEach(visit);
    return hit;
  }
}
