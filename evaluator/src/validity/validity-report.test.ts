// Benchmark report in `npm test` (issue 18): prints the evaluator's agreement with expert grades on the
// held-out sets of bench/evaluator-validation (the held-out half, and the second set when present). The
// targets are printed, not asserted: the figures are a measurement; the test checks only that every
// graded answer was scored.
import { formatReport, hasValidationHalf, HELD_OUT, readValidationHalf, validityReport } from './validity-report';

describe.each(HELD_OUT.filter((half) => hasValidationHalf(half)))('evaluator validity report (%s)', (half) => {
  it('scores every graded answer and prints ρ, level accuracy, QWK and MAE against the targets', () => {
    const report = validityReport(half);
    console.log(formatReport(report));
    expect(report.overall.count).toBe(readValidationHalf(half).length);
    expect(report.answers.every((a) => Number.isInteger(a.score) && a.score >= 0 && a.score <= 50)).toBe(true);
  });
});

describe('evaluator validity report, questions put otherwise', () => {
  it('scores a bank question worded otherwise and sent without figures as it scores the question as stored', () => {
    const asStored = validityReport('holdout');
    const otherwise = validityReport('holdout', undefined, { reworded: true });
    expect(formatReport(otherwise)).toMatch(/questions put otherwise and sent without figures/);
    const same = otherwise.answers.filter((a, i) => a.score === asStored.answers[i]?.score).length;
    expect(same / asStored.answers.length).toBeGreaterThan(0.95);
    expect(Math.abs(otherwise.overall.levelAccuracy - asStored.overall.levelAccuracy)).toBeLessThan(0.02);
  });
});
