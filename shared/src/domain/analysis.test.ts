// The analysis report's maths (§9) and the prep status rules (§4), against hand-computed figures.
import {
  ANALYSIS_EMPTY_TEXT,
  analysePrep,
  answerLabel,
  answersOf,
  currentRoundLevel,
  idealAnswerKey,
  improvementTopics,
  isRoundUnlocked,
  overallScore,
  percentOf,
  prepStatusFor,
  ratingFor,
  resetState,
  RoundLockedError,
  sectionResult,
  strengths,
  totalQuestions,
  upsertAnswer,
  withSubmitted,
  type AnalysedPrep,
} from './analysis';
import { NO_SUBMISSIONS, type PrepAnswer, type PrepSection } from './prep-record';

const questions = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Question ${i + 1}?` }));

function answer(section: PrepSection, round: number, questionId: number, score?: number, suggestions: string[] = []): PrepAnswer {
  return {
    section,
    round,
    questionId,
    question: `Q${questionId}`,
    answer: 'An answer of some length.',
    ...(score === undefined ? {} : { evaluation: { score, feedback: 'Feedback.', suggestions, idealAnswer: 'Ideal.' } }),
  };
}

/** 14 technical (4 + 5 + 5), 16 behavioral and 6 case questions: 36 in all. */
const prep: AnalysedPrep = {
  tech_interview: [
    { roundName: 'Round 1: Fundamentals', questions: questions(4) },
    { roundName: 'Round 2: DCF', questions: questions(5) },
    { roundName: 'Round 3: Advanced Investment Banking', questions: questions(5) },
  ],
  behavioral_interview: questions(16),
  case_task: { scenario: 'A case.', idealStructure: '', strongExample: '', questions: questions(6) },
  user_answers: [
    answer('technical', 0, 0, 40, ['Be more specific about the mechanics.', 'Give an example with numbers.']),
    answer('technical', 0, 1, 30, ['Use a clear structure.', 'Add detail on how the statements link.']),
    answer('technical', 1, 0, 50, ['Quantify the impact.']),
    answer('behavioral', 0, 0, 20, ['Be specific: name the example.', 'Improve clarity.']),
    answer('behavioral', 0, 2, 40, ['Give an example.']),
    answer('case', 0, 0),
    answer('case', 0, 1, 45, ['Use a framework.', 'Show your analysis.']),
  ],
};

describe('analysis report (§9)', () => {
  const report = analysePrep(prep);

  it('gives each section its score out of 50 × the answers in it, as a rounded percentage', () => {
    expect(report.technical).toEqual({ answered: 3, score: 120, max: 150, percent: 80 });
    expect(report.behavioral).toEqual({ answered: 2, score: 60, max: 100, percent: 60 });
    // An answer not yet evaluated counts as answered, with 0.
    expect(report.case).toEqual({ answered: 2, score: 45, max: 100, percent: 45 });
  });

  it('gives the overall percentage as the total over the sum of the section maximums', () => {
    // 225 / 350 = 64.29 %
    expect(report.overall).toEqual({ score: 225, max: 350, percent: 64, rating: { label: 'Needs Improvement', color: 'orange' } });
  });

  it('counts completion as answers over every question of the prep', () => {
    expect(totalQuestions(prep)).toBe(36);
    // 7 / 36 = 19.4 %
    expect(report.completion).toEqual({ answered: 7, total: 36, percent: 19 });
  });

  it('lists the first three answers scoring 40 or more as strengths, with their labels', () => {
    expect(report.strengths).toEqual(['Technical Round 1: Question 1', 'Technical Round 2: Question 1', 'Behavioral Question 3']);
  });

  it('ranks the five improvement topics most often named in suggestions', () => {
    expect(report.improvements.map((t) => t.label)).toEqual([
      'example - 3 evaluations',
      'specific - 2 evaluations',
      'structure - 1 evaluations',
      'clarity - 1 evaluations',
      'detail - 1 evaluations',
    ]);
  });

  it('answers an empty prep with zeros, never dividing by zero', () => {
    const empty = analysePrep({ ...prep, user_answers: [] });
    expect(empty.overall).toEqual({ score: 0, max: 1, percent: 0, rating: { label: 'Needs Improvement', color: 'orange' } });
    expect(empty.technical.percent).toBe(0);
    expect(empty.completion).toEqual({ answered: 0, total: 36, percent: 0 });
    expect(empty.strengths).toEqual([]);
    expect(empty.improvements).toEqual([]);
    const noQuestions = analysePrep({
      tech_interview: [],
      behavioral_interview: [],
      case_task: { scenario: '', idealStructure: '', strongExample: '', questions: [] },
      user_answers: [],
    });
    expect(noQuestions.completion.percent).toBe(0);
  });

  it('rounds percentages half up', () => {
    expect(percentOf(1, 8)).toBe(13); // 12.5
    expect(percentOf(0, 0)).toBe(0);
    expect(sectionResult([answer('case', 0, 0, 35), answer('case', 0, 1, 30)], 'case').percent).toBe(65);
  });

  it('rates 80 and above Perfect (green), 70–79 Solid (blue), below 70 Needs Improvement (orange)', () => {
    expect(ratingFor(100)).toEqual({ label: 'Perfect Preparation', color: 'green' });
    expect(ratingFor(80)).toEqual({ label: 'Perfect Preparation', color: 'green' });
    expect(ratingFor(79)).toEqual({ label: 'Solid Preparation', color: 'blue' });
    expect(ratingFor(70)).toEqual({ label: 'Solid Preparation', color: 'blue' });
    expect(ratingFor(69)).toEqual({ label: 'Needs Improvement', color: 'orange' });
    expect(ratingFor(0)).toEqual({ label: 'Needs Improvement', color: 'orange' });
  });

  it('shows at most three strengths, in answer order', () => {
    const many = [0, 1, 2, 3].map((i) => answer('behavioral', 0, i, 40 + i));
    expect(strengths(many)).toEqual(['Behavioral Question 1', 'Behavioral Question 2', 'Behavioral Question 3']);
    expect(strengths([answer('case', 0, 0, 39)])).toEqual([]);
  });

  it('labels answers by section, round and question, counting from 1', () => {
    expect(answerLabel({ section: 'technical', round: 2, questionId: 4 })).toBe('Technical Round 3: Question 5');
    expect(answerLabel({ section: 'behavioral', round: 0, questionId: 0 })).toBe('Behavioral Question 1');
    expect(answerLabel({ section: 'case', round: 0, questionId: 5 })).toBe('Case Study Question 6');
  });

  it('counts a topic once per evaluation and keeps only the top five', () => {
    const all = [
      'specific example structure clarity detail knowledge',
      'analysis quantify framework technical communication',
    ].map((text, i) => answer('case', 0, i, 10, [text]));
    const twice = answer('case', 0, 9, 10, ['Be specific.', 'Really specific.']);
    const topics = improvementTopics([...all, twice]);
    expect(topics).toHaveLength(5);
    expect(topics[0]).toEqual({ topic: 'specific', count: 2, label: 'specific - 2 evaluations' });
  });

  it('keys each ideal-answer panel by section, round and question', () => {
    expect(idealAnswerKey({ section: 'technical', round: 1, questionId: 2 })).toBe('technical-1-2');
    expect(idealAnswerKey({ section: 'behavioral', round: 0, questionId: 2 })).toBe('behavioral-0-2');
    expect(idealAnswerKey({ section: 'case', round: 0, questionId: 2 })).not.toBe(idealAnswerKey({ section: 'behavioral', round: 0, questionId: 2 }));
  });

  it('lists a round’s answers in question order', () => {
    const answers = [answer('technical', 1, 3, 10), answer('technical', 0, 0, 10), answer('technical', 1, 1, 10)];
    expect(answersOf(answers, 'technical', 1).map((a) => a.questionId)).toEqual([1, 3]);
  });

  it('has the empty texts of the report', () => {
    expect(ANALYSIS_EMPTY_TEXT).toEqual({
      improvements: 'Complete more questions to see improvement suggestions',
      strengths: 'Complete more questions to identify your strengths',
      round: 'No questions answered in this round yet',
      behavioral: 'No behavioral questions answered yet',
      case: 'No case study questions answered yet',
    });
  });
});

describe('prep status (§4)', () => {
  const all = { technical: [0, 1, 2], behavioral: true, case: true };

  it('is Completed when every technical round, the behavioral set and the case set are submitted', () => {
    expect(prepStatusFor(all, 3)).toBe('Completed');
    expect(prepStatusFor({ ...all, case: false }, 3)).toBe('In Progress');
    expect(prepStatusFor({ ...all, behavioral: false }, 3)).toBe('In Progress');
    expect(prepStatusFor({ ...all, technical: [0, 2] }, 3)).toBe('In Progress');
    expect(prepStatusFor({ ...all, technical: [0, 1, 2] }, 4)).toBe('In Progress');
  });

  it('goes back to In Progress when nothing is submitted', () => {
    expect(prepStatusFor(NO_SUBMISSIONS, 3)).toBe('In Progress');
  });

  it('opens round 0 first and each next round once the previous ones are submitted', () => {
    expect(currentRoundLevel(NO_SUBMISSIONS)).toBe(0);
    expect(isRoundUnlocked(NO_SUBMISSIONS, 0)).toBe(true);
    expect(isRoundUnlocked(NO_SUBMISSIONS, 1)).toBe(false);
    const afterFirst = withSubmitted(NO_SUBMISSIONS, 'technical', 0);
    expect(afterFirst.technical).toEqual([0]);
    expect(isRoundUnlocked(afterFirst, 1)).toBe(true);
    expect(isRoundUnlocked(afterFirst, 2)).toBe(false);
  });

  it('refuses to submit a round before the previous ones', () => {
    expect(() => withSubmitted(NO_SUBMISSIONS, 'technical', 1)).toThrow(RoundLockedError);
    expect(() => withSubmitted(NO_SUBMISSIONS, 'technical', 1)).toThrow('Complete previous rounds first.');
  });

  it('submits the behavioral and case sets in any order, and a round only once', () => {
    const s = withSubmitted(withSubmitted(NO_SUBMISSIONS, 'case'), 'behavioral');
    expect(s).toEqual({ technical: [], behavioral: true, case: true });
    const once = withSubmitted(withSubmitted(NO_SUBMISSIONS, 'technical', 0), 'technical', 0);
    expect(once.technical).toEqual([0]);
  });

  it('walks a whole prep from In Progress to Completed', () => {
    let s = NO_SUBMISSIONS;
    for (const [section, round] of [['technical', 0], ['technical', 1], ['behavioral', 0], ['technical', 2]] as const) {
      s = withSubmitted(s, section, round);
      expect(prepStatusFor(s, 3)).toBe('In Progress');
    }
    s = withSubmitted(s, 'case');
    expect(prepStatusFor(s, 3)).toBe('Completed');
  });

  it('starts over with no answers, score 0, nothing submitted and In Progress', () => {
    expect(resetState()).toEqual({ submitted: { technical: [], behavioral: false, case: false }, answers: [], score: 0, status: 'In Progress' });
  });

  it('replaces an answer with the same section, question and round, or appends it', () => {
    const first = answer('technical', 0, 1);
    const other = answer('technical', 1, 1);
    const answers = upsertAnswer(upsertAnswer([], first), other);
    expect(answers).toHaveLength(2);
    const replaced = upsertAnswer(answers, { ...first, answer: 'Changed my mind.' });
    expect(replaced).toHaveLength(2);
    expect(replaced[0]?.answer).toBe('Changed my mind.');
    expect(upsertAnswer(answers, answer('case', 0, 1))).toHaveLength(3);
  });

  it('sums the evaluated scores into the overall score', () => {
    expect(overallScore(prep.user_answers)).toBe(225);
  });
});
