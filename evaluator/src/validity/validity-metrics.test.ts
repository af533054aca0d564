import { agreement, quadraticWeightedKappa } from './validity-metrics';

describe('agreement with expert grades', () => {
  it('is perfect when every score equals its grade', () => {
    const pairs = [0, 10, 25, 40, 48].map((g) => ({ grade: g, score: g }));
    const result = agreement(pairs);
    expect(result).toMatchObject({ count: 5, levelAccuracy: 1, quadraticKappa: 1, meanAbsoluteError: 0 });
    expect(result.spearman).toBeCloseTo(1, 10);
  });

  it('ranks with ties at their mean rank, counts levels by the §5 bands and averages the absolute error', () => {
    const result = agreement([
      { grade: 40, score: 34 }, // strong graded, medium scored
      { grade: 20, score: 20 },
      { grade: 5, score: 20 }, // weak graded, medium scored
      { grade: 0, score: 0 },
    ]);
    expect(result.levelAccuracy).toBe(0.5);
    expect(result.meanAbsoluteError).toBeCloseTo((6 + 0 + 15 + 0) / 4);
    expect(result.spearman).toBeCloseTo(0.9487, 3);
  });

  it('weighs a two-level disagreement four times a one-level one in the kappa', () => {
    expect(quadraticWeightedKappa([0, 1, 2, 3], [0, 1, 2, 3], 4)).toBe(1);
    const near = quadraticWeightedKappa([0, 1, 2, 3], [1, 1, 2, 3], 4) as number;
    const far = quadraticWeightedKappa([0, 1, 2, 3], [2, 1, 2, 3], 4) as number;
    expect(1 - far).toBeGreaterThan(1 - near);
    expect(quadraticWeightedKappa([1, 1], [1, 1], 4)).toBeNull();
  });
});
