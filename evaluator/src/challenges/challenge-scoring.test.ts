// Scoring a challenge run (§2.7, §9) from the answers alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseChallenges } from '@bullpen/shared/domain';
import { scoreChallengeRun } from './challenge-scoring';
import { STRONG, TEST_LEVEL as level } from '@bullpen/shared/testing/challenge-fixture';

const challenge = { specialization: 'ib' as const };

describe('scoreChallengeRun', () => {
  it('scores multiple choice exactly and the open answer with the evaluator (≥ 20/50 is correct)', () => {
    const run = scoreChallengeRun(challenge, level, [
      { questionId: 'q1', choice: 1 },
      { questionId: 'q2', choice: 1 },
      { questionId: 'q3', text: STRONG },
    ]);
    expect(run.results.map((r) => r.correct)).toEqual([true, false, true]);
    expect(run.results[2]?.evaluationScore).toBeGreaterThanOrEqual(20);
    expect(run).toMatchObject({ correct: 2, total: 3, score: 67 });
  });

  it('counts unanswered questions (a run that timed out) as wrong', () => {
    const run = scoreChallengeRun(challenge, level, [{ questionId: 'q1', choice: 1 }]);
    expect(run).toMatchObject({ correct: 1, total: 3, score: 33 });
    expect(run.results.map((r) => r.answered)).toEqual([true, false, false]);
  });

  it('scores a weak open answer as wrong, and a blank one as unanswered', () => {
    expect(scoreChallengeRun(challenge, level, [{ questionId: 'q3', text: 'It is 800.' }]).results[2]?.correct).toBe(false);
    expect(scoreChallengeRun(challenge, level, [{ questionId: 'q3', text: '   ' }]).results[2]?.answered).toBe(false);
  });

  it('ignores answers to other questions and counts the first answer to a question', () => {
    const run = scoreChallengeRun(challenge, level, [
      { questionId: 'q1', choice: 0 },
      { questionId: 'q1', choice: 1 },
      { questionId: 'elsewhere', choice: 1 },
    ]);
    expect(run.correct).toBe(0);
  });

  it('scores a run with no answers 0%', () => {
    expect(scoreChallengeRun(challenge, level, []).score).toBe(0);
  });
});

describe('the challenge data, scored', () => {
  const dir = join(__dirname, '../../../shared/content/challenges');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const challenges = parseChallenges(files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown[]));
  const questions = challenges.flatMap((c) => c.levels.flatMap((l) => l.questions.map((q) => ({ challenge: c, level: l, q }))));

  it('scores every strong sample answer correct (≥ 20/50) and every weak one not, with the local evaluator', () => {
    const misjudged = questions.flatMap(({ challenge, level, q }) => {
      if (q.type === 'multiple-choice') return [];
      const score = (text: string) => {
        const run = scoreChallengeRun(challenge, { ...level, questions: [q] }, [{ questionId: q.id, text }]);
        return run.results[0]?.evaluationScore ?? 0;
      };
      const strong = score(q.sampleAnswers.strong);
      const medium = score(q.sampleAnswers.medium);
      const weak = score(q.sampleAnswers.weak);
      const problems = [];
      if (strong < 20) problems.push(`${q.id}: strong scores ${strong}`);
      if (weak >= 20) problems.push(`${q.id}: weak scores ${weak}`);
      if (!(strong > medium && medium >= weak)) problems.push(`${q.id}: strong ${strong} > medium ${medium} ≥ weak ${weak} does not hold`);
      return problems;
    });
    expect(misjudged).toEqual([]);
  });
});
