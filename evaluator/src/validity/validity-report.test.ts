// Benchmark report in `npm test` (issue 18): prints the evaluator's agreement with expert grades on the
// held-out half of bench/evaluator-validation. The targets are printed, not asserted: the figures
// are a measurement; the test checks only that every graded answer was scored.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatReport, readValidationHalf, VALIDATION_DIR, validityReport } from './validity-report';

const present = existsSync(join(VALIDATION_DIR, 'holdout.json'));

(present ? describe : describe.skip)('evaluator validity report (held-out half)', () => {
  it('scores every graded answer and prints ρ, level accuracy, QWK and MAE against the targets', () => {
    const report = validityReport('holdout');
    console.log(formatReport(report));
    expect(report.overall.count).toBe(readValidationHalf('holdout').length);
    expect(report.answers.every((a) => Number.isInteger(a.score) && a.score >= 0 && a.score <= 50)).toBe(true);
  });
});
