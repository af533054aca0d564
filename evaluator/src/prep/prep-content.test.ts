// Question tidying, duplicate removal and the §9 minimums of generated prep content (§5).
import { incompletePrepMessage, readAiPrepPart, tidyPrepContent, tidyQuestion, tidyQuestions } from './prep-content';
import type { PrepContent } from '@bullpen/shared/domain';

const qs = (...texts: string[]) => texts.map((question) => ({ question }));

describe('tidyQuestion', () => {
  it('capitalises the first letter and appends a question mark', () => {
    expect(tidyQuestion('walk me through a DCF')).toBe('Walk me through a DCF?');
  });

  it('keeps a final full stop, question mark or exclamation mark', () => {
    expect(tidyQuestion('Walk me through a DCF.')).toBe('Walk me through a DCF.');
    expect(tidyQuestion('why banking?')).toBe('Why banking?');
    expect(tidyQuestion('go!')).toBe('Go!');
  });

  it('trims and collapses spaces, and leaves nothing of a blank question', () => {
    expect(tidyQuestion('  what   is  EBITDA ')).toBe('What is EBITDA?');
    expect(tidyQuestion('   ')).toBe('');
  });

  it('leaves a question starting with a digit or symbol as it is, apart from the ending', () => {
    expect(tidyQuestion('3 ways to value a company')).toBe('3 ways to value a company?');
  });
});

describe('tidyQuestions', () => {
  it('removes duplicates that differ only in case, punctuation or spacing, keeping the first', () => {
    expect(tidyQuestions(qs('Why IB?', 'why  ib', 'Why PE?', '')).map((q) => q.question)).toEqual(['Why IB?', 'Why PE?']);
  });

  it('keeps what a question carries beside its text', () => {
    expect(tidyQuestions([{ question: 'why ib', sourceId: 'ib-mot-001' }])).toEqual([{ question: 'Why ib?', sourceId: 'ib-mot-001' }]);
  });
});

const complete: PrepContent = {
  cv_feedback: ['Add numbers.'],
  tech_interview: [1, 2, 3].map((n) => ({ roundName: `Round ${n}`, questions: qs(`Question ${n}`) })),
  behavioral_interview: qs(...Array.from({ length: 15 }, (_, i) => `Behavioral ${i}`)),
  case_task: { scenario: 'A case.', idealStructure: 'S', strongExample: 'E', questions: qs('a', 'b', 'c', 'd', 'e') },
};

describe('incompletePrepMessage', () => {
  it('accepts a prep at the minimums', () => {
    expect(incompletePrepMessage(complete)).toBeNull();
  });

  it('names the first minimum missed with the §5 message', () => {
    expect(incompletePrepMessage({ ...complete, tech_interview: complete.tech_interview.slice(0, 2) })).toBe(
      'Could not generate complete technical interview rounds. Please try again.',
    );
    expect(incompletePrepMessage({ ...complete, behavioral_interview: complete.behavioral_interview.slice(1) })).toBe(
      'Could not generate complete behavioral questions. Please try again.',
    );
    expect(incompletePrepMessage({ ...complete, case_task: { ...complete.case_task, scenario: '' } })).toBe(
      'Could not generate complete case study. Please try again.',
    );
    expect(incompletePrepMessage({ ...complete, case_task: { ...complete.case_task, questions: qs('a', 'b', 'c', 'd') } })).toBe(
      'Could not generate complete case study. Please try again.',
    );
  });

  it('counts what is left once duplicates are removed', () => {
    const withDuplicates = { ...complete, behavioral_interview: [...complete.behavioral_interview.slice(1), { question: 'behavioral 1?' }] };
    expect(incompletePrepMessage(tidyPrepContent(withDuplicates))).toBe('Could not generate complete behavioral questions. Please try again.');
  });

  it('removes technical duplicates across rounds too', () => {
    const rounds = [qs('What is WACC', 'What is EV'), qs('what is wacc?', 'What is beta')];
    const tidied = tidyPrepContent({ ...complete, tech_interview: rounds.map((questions, i) => ({ roundName: `R${i}`, questions })) });
    expect(tidied.tech_interview.map((r) => r.questions.map((q) => q.question))).toEqual([['What is WACC?', 'What is EV?'], ['What is beta?']]);
  });
});

describe('readAiPrepPart', () => {
  it('reads technical rounds, tidied, from JSON in a code fence', () => {
    const reply = '```json\n{"tech_interview":[{"roundName":"Round 1","questions":["what is a DCF","Why WACC?"]},{"roundName":"Round 2","questions":[{"question":"explain LBOs"}]},{"name":"Round 3","questions":["What is EV."]}]}\n```';
    expect(readAiPrepPart(reply, 'tech_interview')).toEqual([
      { roundName: 'Round 1', questions: [{ question: 'What is a DCF?' }, { question: 'Why WACC?' }] },
      { roundName: 'Round 2', questions: [{ question: 'Explain LBOs?' }] },
      { roundName: 'Round 3', questions: [{ question: 'What is EV.' }] },
    ]);
  });

  it('refuses a part below its minimum, or not the expected shape', () => {
    expect(readAiPrepPart('{"tech_interview":[{"roundName":"R","questions":["a"]}]}', 'tech_interview')).toBeNull();
    const fourteen = JSON.stringify({ behavioral_interview: Array.from({ length: 15 }, (_, i) => (i === 14 ? 'q 0' : `q ${i}`)) });
    expect(readAiPrepPart(fourteen, 'behavioral_interview')).toBeNull();
    expect(readAiPrepPart('{"case_task":{"scenario":"","questions":["a","b","c","d","e"]}}', 'case_task')).toBeNull();
    expect(readAiPrepPart('not json', 'cv_feedback')).toBeNull();
    expect(readAiPrepPart('{"cv_feedback": 42}', 'cv_feedback')).toBeNull();
  });

  it('reads a complete case and CV feedback', () => {
    const reply = JSON.stringify({
      case_task: { scenario: 'Acme wants to grow.', idealStructure: ['1. Clarify', '2. Analyse'], strongExample: 'An example.', questions: ['a', 'b', 'c', 'd', 'e'] },
    });
    expect(readAiPrepPart(reply, 'case_task')).toEqual({
      scenario: 'Acme wants to grow.',
      idealStructure: '1. Clarify\n2. Analyse',
      strongExample: 'An example.',
      questions: qs('A?', 'B?', 'C?', 'D?', 'E?'),
    });
    expect(readAiPrepPart('{"cv_feedback":["  Add numbers. ", ""]}', 'cv_feedback')).toEqual(['Add numbers.']);
  });
});
