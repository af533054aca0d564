// The follow-up template data: every template names a concept or question that exists, and every
// kind of gap has wording with its placeholders.
import { QUESTION_BANK } from '../content/question-bank.data';
import { FOLLOW_UP_KINDS } from './follow-up-choice';
import { FOLLOW_UP_TEMPLATES, templateFollowUp } from './follow-up-templates';

const conceptsInBank = new Set(QUESTION_BANK.flatMap((q) => q.keyConcepts));

describe('follow-up templates', () => {
  it('phrase only key concepts that some bank question has', () => {
    expect(Object.keys(FOLLOW_UP_TEMPLATES.concepts).filter((concept) => !conceptsInBank.has(concept))).toEqual([]);
  });

  it('override only existing questions, and only their own key concepts', () => {
    for (const [id, byConcept] of Object.entries(FOLLOW_UP_TEMPLATES.questions)) {
      const question = QUESTION_BANK.find((q) => q.id === id);
      expect({ id, found: Boolean(question) }).toEqual({ id, found: true });
      expect(Object.keys(byConcept).filter((concept) => !question!.keyConcepts.includes(concept))).toEqual([]);
    }
  });

  it('word every kind of gap, naming the concept (and the claim for a misconception)', () => {
    for (const kind of FOLLOW_UP_KINDS) {
      for (const template of FOLLOW_UP_TEMPLATES.generic[kind]) {
        expect(template).toContain('{concept}');
        if (kind === 'misconception') expect(template).toContain('{claim}');
      }
    }
  });

  it('prefers a question override, then the concept phrasing, then a generic wording', () => {
    const target = { kind: 'missed-concept' as const, concept: 'retained earnings link' };
    expect(templateFollowUp('ib-tech-001', target)).toBe(FOLLOW_UP_TEMPLATES.questions['ib-tech-001']!['retained earnings link']);
    expect(templateFollowUp('ib-tech-003', target)).toBe(FOLLOW_UP_TEMPLATES.concepts['retained earnings link']);
    expect(templateFollowUp('ib-tech-003', { kind: 'missed-concept', concept: 'balance sheet balances' })).toContain('balance sheet balances');
  });
});
