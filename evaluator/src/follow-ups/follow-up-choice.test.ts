// Follow-up choice: misconceptions first, then missed key concepts in rubric order, then a missing
// figure; at most what is left unasked; the same answer always gets the same follow-ups.
import { evaluateAnswer } from '../answers/evaluator';
import { QUESTION_BANK } from '../content/question-bank.data';
import { combinedAnswer, followUpTargets, gapClosed, MAX_FOLLOW_UPS } from './follow-up-choice';
import { templateFollowUp } from './follow-up-templates';

const question = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};

const input = (q: ReturnType<typeof question>, answer: string) => ({
  question: q.question,
  interviewType: q.interviewType,
  specialization: q.specialization,
  keyConcepts: q.keyConcepts,
  expectedFigures: q.expectedFigures,
  referenceAnswers: q.sampleAnswers,
  answer,
});

describe('follow-up choice', () => {
  const threeStatements = question('ib-tech-001');
  const vague = 'The income statement shows profit and the balance sheet shows what the company owns. They are connected.';

  it('aims a vague answer at the key concepts it missed, in rubric order', () => {
    const result = evaluateAnswer(input(threeStatements, vague));
    const targets = followUpTargets(threeStatements, vague, result);
    expect(targets.length).toBeGreaterThanOrEqual(MAX_FOLLOW_UPS);
    expect(targets.every((t) => t.kind === 'missed-concept' && result.missed.includes(t.concept))).toBe(true);
    const order = targets.map((t) => threeStatements.keyConcepts.indexOf(t.concept));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('asks about a misconception before any missed concept', () => {
    const targets = followUpTargets(threeStatements, vague, {
      missed: ['retained earnings link'],
      misconceptions: [{ claim: 'cash equals profit', contradicts: 'income statement shows profitability', correction: 'No.' }],
    });
    expect(targets.map((t) => [t.kind, t.concept])).toEqual([
      ['misconception', 'income statement shows profitability'],
      ['missed-concept', 'retained earnings link'],
    ]);
    expect(templateFollowUp(threeStatements.id, targets[0]!)).toContain('"cash equals profit"');
  });

  it('asks for the figures when a question expects them and the answer gives none', () => {
    const withFigures = QUESTION_BANK.find((q) => q.expectedFigures?.length)!;
    const targets = followUpTargets(withFigures, 'It goes up and then down a bit.', { missed: [], misconceptions: [] });
    expect(targets).toEqual([{ kind: 'unquantified', concept: withFigures.expectedFigures![0]!.label }]);
    expect(followUpTargets(withFigures, 'It goes up by 10.', { missed: [], misconceptions: [] })).toEqual([]);
  });

  it('leaves out concepts already asked about', () => {
    const targets = followUpTargets(threeStatements, vague, { missed: ['retained earnings link', 'ending cash to balance sheet'], misconceptions: [] }, [
      'ending cash to balance sheet',
    ]);
    expect(targets.map((t) => t.concept)).toEqual(['retained earnings link']);
  });

  it('gives the same follow-ups, in the same words, for the same answer', () => {
    const once = followUpTargets(threeStatements, vague, evaluateAnswer(input(threeStatements, vague)));
    const again = followUpTargets(threeStatements, vague, evaluateAnswer(input(threeStatements, vague)));
    expect(again).toEqual(once);
    expect(again.map((t) => templateFollowUp(threeStatements.id, t))).toEqual(once.map((t) => templateFollowUp(threeStatements.id, t)));
  });

  it('sees a missed concept covered once a follow-up answer makes the point', () => {
    const followUpAnswer =
      'Net income flows into retained earnings on the balance sheet, so the retained earnings link ties the income statement to the balance sheet.';
    const combined = evaluateAnswer(input(threeStatements, combinedAnswer(vague, [followUpAnswer])));
    expect(gapClosed({ kind: 'missed-concept', concept: 'retained earnings link' }, followUpAnswer, combined)).toBe(true);
    expect(combined.score).toBeGreaterThan(evaluateAnswer(input(threeStatements, vague)).score);
  });
});
