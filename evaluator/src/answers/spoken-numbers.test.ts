import { spokenNumbersToDigits } from './spoken-numbers';

describe('amounts said in words', () => {
  it.each([
    ['two hundred and seventy-two', '272'],
    ['five hundred and fifteen out of pocket', '515 out of pocket'],
    ['one million six hundred sixty-seven thousand shares', '1667000 shares'],
    ['three point seven five million pounds', '3.75 million pounds'],
    ['zero comma six dollars', '0.6 dollars'],
    ['zero comma ninety-six', '0.96'],
    ['fourteen comma seventeen million', '14.17 million'],
    ['two hundred and forty grand', '240 thousand'],
    ['sixty thousand profit a site', '60 thousand profit a site'],
    ['a hundred-dollar hit', '100-dollar hit'],
    ['fifteen hundred', '1500'],
    ['forty-two of real earnings', '42 of real earnings'],
    ['minus one-eighty fixed', 'minus 180 fixed'],
    ['worth one-fifty on its own', 'worth 150 on its own'],
    ['at 240 grand', 'at 240 thousand'],
    // Two numbers, not one: "and" joins only after a hundred or a scale, a spaced dash never.
    ['ten and twelve months', '10 and 12 months'],
    ['eight hundred - fifteen months', '800 - 15 months'],
    // Words that are no amount stay as they are.
    ['the one that matters', 'the one that matters'],
    ['a one-off cost', 'a one-off cost'],
    ['to make a point', 'to make a point'],
    ['a five point plan', 'a 5 point plan'],
    ['a billion-dollar company', 'a billion-dollar company'],
    ['zero debt', 'zero debt'],
  ])('%j reads as %j', (words, digits) => {
    expect(spokenNumbersToDigits(words)).toBe(digits);
  });
});
