import { compileMisconceptions, detectMisconceptions, MISCONCEPTIONS, parseMisconceptions } from './misconceptions';

const context = (answer: string, topic = 'how would you value a company with a dcf?', questionId?: string) => ({
  topicText: topic,
  questionId,
  sentences: answer.split(/[.!?]\s+/),
  text: answer,
});

describe('misconceptions', () => {
  it('are valid data with unique ids, each naming the claim, the concept it contradicts and the correction', () => {
    const ids = MISCONCEPTIONS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(() => parseMisconceptions([{ id: 'x', patterns: ['a'], claim: 'c', contradicts: 'd', correction: 'e', central: true }])).toThrow(
      /needs a topic or questions/,
    );
  });

  it('finds a wrong discount rate stated in one sentence, with its correction', () => {
    const found = detectMisconceptions(context('we discount the fcf to equity at the wacc to get the value'));
    expect(found).toEqual([
      expect.objectContaining({
        claim: 'WACC discounts free cash flow to equity',
        correction: expect.stringMatching(/equity cash flows are discounted at the cost of equity/),
        central: true,
      }),
    ]);
    expect(detectMisconceptions(context('we discount unlevered fcf at the wacc, and fcf to equity at the cost of equity'))).toEqual([]);
  });

  it('looks only at answers to questions on its topic, or to the bank questions it lists', () => {
    const [entry] = compileMisconceptions([
      { id: 'cash-falls', questions: ['ib-tech-003'], patterns: ['cash (falls|goes down)'], claim: 'cash falls', contradicts: 'cash rises', correction: 'Cash rises.', central: true },
    ]);
    const list = entry ? [entry] : [];
    expect(detectMisconceptions(context('so cash falls by 4', 'depreciation', 'ib-tech-003'), list)).toHaveLength(1);
    expect(detectMisconceptions(context('so cash falls by 4', 'depreciation', 'ib-tech-004'), list)).toHaveLength(0);
  });

  it('does not count a claim in a sentence that also states the right concept', () => {
    expect(detectMisconceptions(context('mece stands for mutually exclusive, collectively exhaustive', 'what does mece mean?'))).toEqual([]);
    expect(detectMisconceptions(context('mece stands for most efficient, cost-effective', 'what does mece mean?'))).toHaveLength(1);
  });
});

describe('the stored misconceptions', () => {
  // Answers are matched in the evaluator's normalised form: lowercase, finance terms shortened (fcf, nwc, ev, ccc, dpo).
  it.each([
    ['ccc-adds-payables', 'what drives the cash conversion cycle?', 'the ccc is dso + dio + dpo', 'the ccc is dso + dio - dpo'],
    ['cash-added-to-ev', 'walk me from equity value to enterprise value', 'ev is equityvalue plus debt plus cash', 'ev is equityvalue plus debt minus cash'],
    ['leases-off-balance-sheet', 'how does ifrs 16 treat leases?', 'operating leases stay off the balance sheet', 'leases are no longer kept off balance sheet'],
    ['forward-keeps-upside', 'how would you hedge the fx exposure?', 'a forward keeps the upside if the rate moves our way', 'an option keeps the upside, a forward gives it up'],
    ['sampling-larger-for-low-risk', 'how do you decide a sample size?', 'lower risk means a larger sample', 'higher risk means a larger sample'],
    ['going-concern-means-profitable', 'what is going concern?', 'going concern means the company is profitable', 'going concern means it can keep operating for twelve months'],
    ['sunk-costs-included', 'should we invest in the project? npv', 'the sunk costs should be included in the npv', 'sunk costs should not be included'],
    ['revenue-on-cash-receipt', 'when is revenue recognised under ifrs 15?', 'revenue is recognised when the cash is received', 'revenue is recognised when control passes, not when cash is received'],
  ])('%s: found in a wrong statement, not in a right one', (id, question, wrong, right) => {
    const entry = MISCONCEPTIONS.find((m) => m.id === id);
    expect(entry).toBeDefined();
    const list = compileMisconceptions(entry ? [entry] : []);
    expect(detectMisconceptions(context(wrong, question), list)).toHaveLength(1);
    expect(detectMisconceptions(context(right, question), list)).toHaveLength(0);
  });
});
