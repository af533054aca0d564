import { countQuestions, questionCountLabel, parseQuestionBank, QuestionBankError } from './question-bank';

const entry = (overrides: Record<string, unknown> = {}) => ({
  id: 'ib-tech-001',
  specialization: 'ib',
  interviewType: 'Technical',
  difficulty: 1,
  topic: 'Three statements',
  question: 'Walk me through the three financial statements.',
  keyConcepts: ['income statement', 'balance sheet', 'cash flow statement', 'how they link'],
  ...overrides,
});

describe('parseQuestionBank', () => {
  it('returns the entries when every one is valid', () => {
    const bank = parseQuestionBank([entry(), entry({ id: 'ib-tech-002', question: 'What is enterprise value?' })]);
    expect(bank.map((q) => q.id)).toEqual(['ib-tech-001', 'ib-tech-002']);
  });

  it('names the entry and the field of an invalid entry', () => {
    expect(() => parseQuestionBank([entry({ difficulty: 7 })])).toThrow(/^Question ib-tech-001: difficulty: /);
    expect(() => parseQuestionBank([entry({ keyConcepts: ['only one'] })])).toThrow(/ib-tech-001: keyConcepts/);
    expect(() => parseQuestionBank([{ question: 'No id here at all?' }])).toThrow(/^Question #0: id: /);
  });

  it('rejects an id used twice', () => {
    expect(() => parseQuestionBank([entry(), entry({ question: 'Another question entirely?' })])).toThrow(
      new QuestionBankError('Question ib-tech-001: id is used twice (entries 0 and 1)'),
    );
  });

  it('rejects the same question asked twice, ignoring case and punctuation', () => {
    expect(() =>
      parseQuestionBank([entry(), entry({ id: 'pe-tech-001', specialization: 'pe', question: 'walk me through the three financial statements' })]),
    ).toThrow('Question pe-tech-001: question text duplicates ib-tech-001');
  });
});

describe('countQuestions', () => {
  it('counts per specialization, per interview type and per cell', () => {
    const stats = countQuestions(
      parseQuestionBank([
        entry(),
        entry({ id: 'ib-mot-001', interviewType: 'Motivational', question: 'Why investment banking?' }),
        entry({ id: 'vc-tech-001', specialization: 'vc', question: 'What is a liquidation preference?' }),
      ]),
    );
    expect(stats.total).toBe(3);
    expect(stats.bySpecialization).toMatchObject({ ib: 2, vc: 1, pe: 0 });
    expect(stats.byInterviewType).toMatchObject({ Technical: 2, Motivational: 1, 'Case Study': 0 });
    expect(stats.byCell.ib).toMatchObject({ Technical: 1, Motivational: 1 });
  });
});

describe('questionCountLabel', () => {
  it('rounds the bank down to a hundred, and shows a small bank as it is', () => {
    expect(questionCountLabel(537)).toBe('500+');
    expect(questionCountLabel(600)).toBe('600+');
    expect(questionCountLabel(1099)).toBe('1000+');
    expect(questionCountLabel(99)).toBe('99');
    expect(questionCountLabel(0)).toBe('0');
  });
});
