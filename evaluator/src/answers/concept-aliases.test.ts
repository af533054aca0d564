import { QUESTION_BANK } from '../content/question-bank.data';
import { CONCEPT_ALIASES, parseConceptAliases } from './concept-aliases';
import { bankQuestionOf, evaluateAnswer, isCommonWording } from './evaluator';

describe('other wordings of key points', () => {
  it('name bank questions and their key concepts exactly', () => {
    const byId = new Map(QUESTION_BANK.map((q) => [q.id, q]));
    for (const [id, concepts] of Object.entries(CONCEPT_ALIASES)) {
      const question = byId.get(id);
      expect(question).toBeDefined();
      for (const phrase of Object.keys(concepts)) expect(question?.keyConcepts).toContain(phrase);
    }
  });

  it('are other wordings: none repeats its key point or another wording of it', () => {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    for (const concepts of Object.values(CONCEPT_ALIASES)) {
      for (const [phrase, wordings] of Object.entries(concepts)) {
        expect(wordings.filter((w) => same(w, phrase))).toEqual([]);
        expect(wordings.filter((w, i) => wordings.findIndex((x) => same(x, w)) !== i)).toEqual([]);
      }
    }
  });

  it('are no words most answers use: none without a figure is found whole in more than one in eight bank sample answers', () => {
    const samples = QUESTION_BANK.flatMap((q) => (q.sampleAnswers ? [q.sampleAnswers.strong, q.sampleAnswers.medium, q.sampleAnswers.weak] : []));
    expect(samples.length).toBeGreaterThan(700);
    const common = Object.entries(CONCEPT_ALIASES).flatMap(([id, concepts]) =>
      Object.values(concepts)
        .flat()
        .filter((wording) => isCommonWording(wording, samples))
        .map((wording) => `${id}: ${wording}`),
    );
    expect(common).toEqual([]);
    // The rule itself: a wording that reduces to any number, or to a word most answers use, is common; a term of art is not.
    expect(isCommonWording('number of', samples)).toBe(true);
    expect(isCommonWording('increased by', samples)).toBe(true);
    expect(isCommonWording('transitional services agreement', samples)).toBe(false);
    expect(isCommonWording('12.3x', samples)).toBe(false);
  });

  it('rejects a malformed file', () => {
    expect(() => parseConceptAliases({ 'not an id': {} })).toThrow();
    expect(() => parseConceptAliases({ 'ib-tech-011': { 'comparable companies': ['x'] } })).toThrow();
  });

  it('count a key point made in another of its wordings, for that question and a point saying the same', () => {
    const question = QUESTION_BANK.find((q) => q.id === 'ib-tech-011');
    if (!question) throw new Error('ib-tech-011 is in the bank');
    const input = { question: question.question, interviewType: question.interviewType, specialization: question.specialization, keyConcepts: question.keyConcepts, answer: 'I would summarise the ranges on one chart of bars per method, side by side.' };
    const concept = 'football field summary';
    const saved = CONCEPT_ALIASES['ib-tech-011'];
    try {
      CONCEPT_ALIASES['ib-tech-011'] = { [concept]: ['chart of bars per method'] };
      expect(evaluateAnswer(input).covered).toContain(concept);
      // Another question with that key point among others of its own is not the bank's question…
      const other = { ...input, question: 'How would you present a valuation to a board?', keyConcepts: [concept, 'lead with the recommendation', 'state the key assumptions'] };
      expect(bankQuestionOf(other)).toBeUndefined();
      // …but its point is the bank's point, made in the bank's wordings too (nearest-wordings.ts); its own points are not.
      expect(evaluateAnswer(other).covered).toEqual([concept]);
      // The bank's question worded otherwise, with its key points, is.
      expect(evaluateAnswer({ ...input, question: `In an interview: ${question.question}` }).covered).toContain(concept);
    } finally {
      if (saved) CONCEPT_ALIASES['ib-tech-011'] = saved;
      else delete CONCEPT_ALIASES['ib-tech-011'];
    }
  });
});
