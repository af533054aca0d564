import { NearestWordings, type WordingSource } from './nearest-wordings';

const STOP = new Set(['the', 'a', 'as', 'at', 'for', 'of', 'uses', 'its', 'and', 'to']);
const stems = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9%]+/).filter((w) => w && !STOP.has(w)));

const SOURCES: WordingSource[] = [
  { owner: 'ib-tech-001', phrase: 'discount free cash flows at WACC', wordings: ['weighted average cost of capital discount rate', 'discount unlevered cash flows'] },
  { owner: 'ib-tech-002', phrase: 'terminal value by perpetuity growth', wordings: ['gordon growth model'] },
  { owner: 'audit-case-006', phrase: 'liability about £433k', wordings: ['lease liability of 433'] },
  { owner: 'cf-tech-001', phrase: 'enterprise value includes net debt', wordings: ['add net debt to equity value', 'EV is 120'] },
];

describe('another rubric’s key point in the bank’s words', () => {
  const nearest = new NearestWordings(SOURCES, stems, 0.6);

  it('lends the nearest bank point’s text and wordings to a point put otherwise', () => {
    // Near a wording rather than the point's own text still counts.
    expect(nearest.wordingsFor('the weighted average cost of capital as discount rate')).toEqual([
      'discount free cash flows at WACC',
      'weighted average cost of capital discount rate',
      'discount unlevered cash flows',
    ]);
    expect(nearest.ownersNear('the weighted average cost of capital as discount rate')).toEqual(new Set(['ib-tech-001']));
  });

  it('lends nothing to a point that only shares a word or two with the bank’s', () => {
    expect(nearest.wordingsFor('cash flows of the target')).toEqual([]);
    expect(nearest.wordingsFor('growth')).toEqual([]);
    expect(nearest.ownersNear('perpetuity growth of cash flows to equity holders after tax')).toEqual(new Set());
  });

  it('never lends a figure: points and wordings with numbers belong to their own question', () => {
    expect(nearest.wordingsFor('lease liability about £433k')).toEqual([]);
    expect(nearest.wordingsFor('liability about £433k')).toEqual([]);
    expect(nearest.wordingsFor('the enterprise value includes net debt')).toEqual(['enterprise value includes net debt', 'add net debt to equity value']);
  });

  it('answers the same phrase the same way when it comes again', () => {
    for (let i = 0; i < 2; i++) {
      expect(nearest.wordingsFor('terminal value through perpetuity growth')).toEqual(['terminal value by perpetuity growth', 'gordon growth model']);
      expect(nearest.ownersNear('terminal value through perpetuity growth')).toEqual(new Set(['ib-tech-002']));
    }
  });

  it('lends each wording once, from the two nearest points only', () => {
    const twins = new NearestWordings(
      [
        { owner: 'a', phrase: 'cost of equity rises', wordings: ['required return goes up'] },
        { owner: 'b', phrase: 'cost of equity rises', wordings: ['required return goes up', 'equity riskier'] },
        { owner: 'c', phrase: 'the cost of equity rises sharply', wordings: ['sharper rise'] },
      ],
      stems,
    );
    expect(twins.wordingsFor('cost of equity rises')).toEqual(['cost of equity rises', 'required return goes up', 'equity riskier']);
    expect(twins.ownersNear('cost of equity rises')).toEqual(new Set(['a', 'b', 'c']));
  });
});
