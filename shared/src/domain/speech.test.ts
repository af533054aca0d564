import {
  clampVoiceValue,
  COMMA_PAUSE_MS,
  countFillerWords,
  countWords,
  deliveryStats,
  describeFillers,
  isEnglishVoice,
  SENTENCE_PAUSE_MS,
  toSpeechChunks,
  toSpokenText,
  wordsPerMinute,
} from './speech';

describe('finance acronyms are read letter by letter', () => {
  it('spells DCF, LBO, IRR and NPV', () => {
    expect(toSpokenText('Walk me through a DCF.')).toBe('Walk me through a D C F.');
    expect(toSpokenText('An LBO targets a 20% IRR and a positive NPV')).toBe('An L B O targets a 20% I R R and a positive N P V');
  });

  it('keeps acronyms said as words (EBITDA, WACC, CAGR) whole', () => {
    expect(toSpokenText('EBITDA margin, WACC and CAGR')).toBe('EBITDA margin, WACC and CAGR');
  });

  it('says the ampersand and the slash forms', () => {
    expect(toSpokenText('M&A, P&L, SG&A and PP&E')).toBe('M and A, P and L, S G and A and P P and E');
    expect(toSpokenText('a P/E of 15 and an EV/EBITDA of 8x')).toBe('a P E of 15 and an E V to EBITDA of 8x');
    expect(toSpokenText('Revenue grew 12% YoY')).toBe('Revenue grew 12% year over year');
  });

  it('handles plurals and leaves words that merely contain the letters alone', () => {
    expect(toSpokenText('Two LBOs and three IPOs')).toBe("Two L B O's and three I P O's");
    expect(toSpokenText('DCFs are used in IPOVISION and Dcf')).toBe("D C F's are used in IPOVISION and Dcf");
    expect(toSpokenText('Tell us about yourself')).toBe('Tell us about yourself');
  });
});

describe('pauses: the text is split into utterances', () => {
  it('pauses 300 ms after a period and 150 ms after a comma, none after the last chunk', () => {
    expect(toSpeechChunks('Great answer. Next, tell me about a DCF.')).toEqual([
      { text: 'Great answer.', pauseAfterMs: SENTENCE_PAUSE_MS },
      { text: 'Next,', pauseAfterMs: COMMA_PAUSE_MS },
      { text: 'tell me about a D C F.', pauseAfterMs: 0 },
    ]);
    expect(SENTENCE_PAUSE_MS).toBe(300);
    expect(COMMA_PAUSE_MS).toBe(150);
  });

  it('treats question and exclamation marks as sentence ends', () => {
    expect(toSpeechChunks('Ready? Let us begin! Question one')).toEqual([
      { text: 'Ready?', pauseAfterMs: 300 },
      { text: 'Let us begin!', pauseAfterMs: 300 },
      { text: 'Question one', pauseAfterMs: 0 },
    ]);
  });

  it('does not split numbers, decimals or abbreviations', () => {
    expect(toSpeechChunks('Revenue of $1,000,000 grew 2.5x, e.g. through pricing.')).toEqual([
      { text: 'Revenue of $1,000,000 grew 2.5x,', pauseAfterMs: 150 },
      { text: 'e.g. through pricing.', pauseAfterMs: 0 },
    ]);
  });

  it('ignores empty text and stray punctuation', () => {
    expect(toSpeechChunks('   ')).toEqual([]);
    expect(toSpeechChunks('Hello... , world')).toEqual([
      { text: 'Hello...', pauseAfterMs: 300 },
      { text: 'world', pauseAfterMs: 0 },
    ]);
  });
});

describe('words per minute', () => {
  it('counts words over the minutes spoken', () => {
    expect(countWords('  The DCF, in short:  discount cash flows — 2 steps ')).toBe(9);
    expect(wordsPerMinute('one two three four five six seven eight nine ten', 5_000)).toBe(120);
    expect(wordsPerMinute('one two three', 60_000)).toBe(3);
  });

  it('is 0 without words or time', () => {
    expect(wordsPerMinute('', 10_000)).toBe(0);
    expect(wordsPerMinute('some words', 0)).toBe(0);
    expect(wordsPerMinute('some words', Number.NaN)).toBe(0);
  });
});

describe('filler words', () => {
  it('counts each filler of the list', () => {
    const { total, counts } = countFillerWords(
      'Um, so basically I, like, modelled it. Uh, you know, it was sort of hard and kind of long. Actually ummm fine.',
    );
    expect(counts).toEqual({ um: 2, uh: 1, like: 1, 'you know': 1, basically: 1, actually: 1, 'sort of': 1, 'kind of': 1 });
    expect(total).toBe(9);
  });

  it('does not count like as a verb or comparison, nor kind of as a type, nor a question', () => {
    const { total } = countFillerWords(
      "I like banking and would like this role. It looks like a bond, a kind of debt. Do you know the answer? That sort of deal; I'd like more.",
    );
    expect(total).toBe(0);
  });

  it('handles curly apostrophes and no fillers', () => {
    expect(countFillerWords('I’d like to say, um, yes').counts).toMatchObject({ like: 0, um: 1 });
    expect(countFillerWords('A crisp answer.').total).toBe(0);
  });

  it('describes the fillers found, most frequent first', () => {
    expect(describeFillers(countFillerWords('like um like basically'))).toBe('like ×2, um ×1, basically ×1');
    expect(describeFillers(countFillerWords('clean'))).toBe('');
  });

  it('gives the delivery of a spoken answer', () => {
    expect(deliveryStats('um I would value it with a DCF', 4_000)).toMatchObject({ words: 8, wordsPerMinute: 120, fillers: { total: 1 } });
  });
});

describe('voice settings', () => {
  it('offers English voices only', () => {
    expect(['en-US', 'en_GB', 'EN', 'en-au'].every(isEnglishVoice)).toBe(true);
    expect(['de-DE', 'fr', 'eng', ''].some(isEnglishVoice)).toBe(false);
  });

  it('clamps values to the slider ranges and 0.1 steps', () => {
    expect(clampVoiceValue('rate', 3)).toBe(2);
    expect(clampVoiceValue('rate', 0.1)).toBe(0.5);
    expect(clampVoiceValue('pitch', 1.26)).toBe(1.3);
    expect(clampVoiceValue('volume', -1)).toBe(0);
    expect(clampVoiceValue('volume', Number.NaN)).toBe(1);
  });
});
