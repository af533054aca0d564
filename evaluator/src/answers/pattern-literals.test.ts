import fc from 'fast-check';
import { MISCONCEPTIONS } from './misconceptions';
import { LiteralLookup, mayMatch, NeedleIndex, needles, requiredLiterals } from './pattern-literals';

/** A pattern built from parts, with a text it matches. */
interface Sample {
  source: string;
  match: string;
}

const letters = fc.stringMatching(/^[a-z ]{1,6}$/);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Pieces of a pattern and a string each piece matches, nested through groups and alternations. */
const sample: fc.Arbitrary<Sample> = fc.letrec<{ piece: Sample; sequence: Sample; pattern: Sample }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    letters.map((t) => ({ source: escape(t), match: t })),
    fc.constantFrom('.', '-', '/', '(', '$').map((c) => ({ source: `\\${c}`, match: c })),
    // An optional or repeated character, present or not in the match.
    fc.tuple(fc.constantFrom('s', 'e', '-'), fc.constantFrom('?', '*', '+', '{0,2}', '{1,3}'), fc.boolean()).map(([c, q, present]) => ({
      source: `${escape(c)}${q}`,
      match: present || q === '+' || q === '{1,3}' ? c : '',
    })),
    fc.constantFrom(
      { source: '\\b', match: '' },
      { source: '\\s+', match: ' ' },
      { source: '\\d', match: '7' },
      { source: '\\w*', match: 'ing' },
      { source: '[^.;]{0,10}', match: ' so ' },
      { source: '[a-c]', match: 'b' },
      { source: '(?! not)', match: '' },
      { source: '(?<!\\d)', match: '' },
    ),
    tie('pattern').map((p) => ({ source: `(${p.source})`, match: p.match })),
    tie('pattern').map((p) => ({ source: `(?:${p.source})?`, match: '' })),
    tie('pattern').map((p) => ({ source: `(?:${p.source})`, match: p.match })),
  ),
  sequence: fc.array(tie('piece'), { minLength: 1, maxLength: 5 }).map((parts) => ({
    source: parts.map((p) => p.source).join(''),
    match: parts.map((p) => p.match).join(''),
  })),
  pattern: fc.tuple(fc.array(tie('sequence'), { minLength: 1, maxLength: 3 }), fc.nat()).map(([alternatives, pick]) => ({
    source: alternatives.map((a) => a.source).join('|'),
    match: alternatives[pick % alternatives.length]?.match ?? '',
  })),
})).pattern;

describe('the strings a pattern needs', () => {
  it('reads the strings of a list of topics, of optional letters and of groups', () => {
    expect(requiredLiterals('wacc|dcf|cost of (equity|capital)')).toEqual(['wacc', 'dcf', 'cost of ']);
    expect(requiredLiterals('receivables?|write-?down')).toEqual(['receivable', 'write']);
    expect(requiredLiterals('\\bev\\b|enterprise value')).toEqual(['ev', 'enterprise value']);
    expect(requiredLiterals('(type|kind)s? of (audit )?opinion')).toEqual(['opinion']);
    expect(requiredLiterals('\\b(fcfe|fcf to equity)\\b')).toEqual(['fcfe', 'fcf to equity']);
    expect(requiredLiterals('12(\\.0)? ?(m|mn|million)\\b')).toEqual(['12']);
    expect(requiredLiterals('(?<unit>bps|basis)|(?=x)margin')).toEqual(['bps', 'basis', 'margin']);
  });

  it('gives up, rather than guess, where an alternative has no plain string every match holds', () => {
    expect(requiredLiterals('x|y')).toBeNull();
    expect(requiredLiterals('\\d+%|margin')).toBeNull();
    expect(requiredLiterals('(a|b)?c')).toBeNull();
    expect(requiredLiterals('unbalanced (group')).toBeNull();
    expect(mayMatch(null, 'anything')).toBe(true);
  });

  it('never keeps out a text the pattern matches, whatever the pattern', () => {
    fc.assert(
      fc.property(sample, fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), ({ source, match }, before, after) => {
        const text = `${before}${match}${after}`;
        fc.pre(new RegExp(source).test(text));
        const found = needles(requiredLiterals(source));
        expect(mayMatch(found, text)).toBe(true);
        expect(new LiteralLookup(text).mayMatch(found)).toBe(true);
        expect(new NeedleIndex([found]).matching(new LiteralLookup(text))).toEqual([true]);
      }),
      { numRuns: 1000, seed: 18 },
    );
  });

  it('tells the texts that hold a string from those that do not, for every set at once', () => {
    const index = new NeedleIndex([needles(['wacc', 'cost of equity']), needles(['ev']), null, needles(['goodwill'])]);
    expect(index.matching(new LiteralLookup('we discount at the cost of equity'))).toEqual([true, false, true, false]);
    expect(index.matching(new LiteralLookup('every level'))).toEqual([false, true, true, false]);
    expect(new LiteralLookup('impairment of goodwil').holds({ text: 'goodwill', pieces: needles(['goodwill'])?.[0]?.pieces ?? [] })).toBe(false);
  });

  it('reads nearly every stored misconception pattern, so that few are run on every answer', () => {
    const sources = MISCONCEPTIONS.flatMap((m) => [m.topic, ...m.patterns].filter((s): s is string => Boolean(s)));
    const unread = sources.filter((s) => requiredLiterals(s) === null);
    expect(unread.length / sources.length).toBeLessThan(0.02);
  });
});
