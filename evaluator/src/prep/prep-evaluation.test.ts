// Scoring a prep answer (§5, §7.8): no-answer rule, the AI's 'Score: n/5' text, the local fallback.
import { FALLBACK_IDEAL_ANSWERS, type Question } from '@bullpen/shared/domain';
import { chooseIdealAnswer, deriveKeyConcepts, evaluatePrepAnswerLocally, isSubstantialAnswer, parseAiEvaluation, ratingToScore } from './prep-evaluation';

const dcf: Question = {
  id: 'ib-tech-005',
  specialization: 'ib',
  interviewType: 'Technical',
  difficulty: 2,
  topic: 'DCF',
  question: 'Walk me through a DCF.',
  keyConcepts: ['project free cash flows', 'discount at WACC', 'terminal value', 'enterprise value to equity value'],
  sampleAnswers: {
    strong:
      'You project unlevered free cash flows for five to ten years, discount them at the WACC, add a terminal value from a perpetuity growth or exit multiple method, also discounted, to get enterprise value, then subtract net debt to reach equity value.',
    medium: 'You forecast cash flows and discount them back, then add a terminal value.',
    weak: 'You take the company profit and multiply it.',
  },
};

describe('isSubstantialAnswer', () => {
  it('treats empty, "-" and answers under 10 characters as no answer', () => {
    expect(isSubstantialAnswer('')).toBe(false);
    expect(isSubstantialAnswer('   -   ')).toBe(false);
    expect(isSubstantialAnswer('123456789')).toBe(false);
    expect(isSubstantialAnswer('  123456789  ')).toBe(false);
    expect(isSubstantialAnswer('1234567890')).toBe(true);
  });
});

describe('parseAiEvaluation', () => {
  it("reads 'Score: n/5', 'Feedback:' and 'Suggested Improvement:'", () => {
    const text = 'Score: 4/5\nFeedback: Clear and well structured.\nSuggested Improvement: Quantify the terminal value.';
    expect(parseAiEvaluation(text)).toEqual({ rating: 4, feedback: 'Clear and well structured.', suggestion: 'Quantify the terminal value.' });
  });

  it('reads the parts in markdown bold and over several lines', () => {
    const text = '**Score:** 3 / 5\n**Feedback:** Good start.\nMissing the bridge.\n**Suggested Improvement:** Add net debt.\n**Ideal Answer:** ...';
    expect(parseAiEvaluation(text)).toEqual({ rating: 3, feedback: 'Good start.\nMissing the bridge.', suggestion: 'Add net debt.' });
  });

  it('refuses a text without a score out of 5', () => {
    expect(parseAiEvaluation('Feedback: fine')).toBeNull();
    expect(parseAiEvaluation('Score: 7/5')).toBeNull();
  });
});

describe('ratingToScore', () => {
  it('is the rating times 10, within 0–50', () => {
    expect([0, 1, 2.5, 5, 6, -1].map(ratingToScore)).toEqual([0, 10, 25, 50, 50, 0]);
  });
});

describe('chooseIdealAnswer', () => {
  it('keeps the first candidate over its length, else the section template', () => {
    const long = 'x'.repeat(101);
    expect(chooseIdealAnswer('technical', [{ text: 'short', min: 50 }, { text: long, min: 100 }])).toBe(long);
    expect(chooseIdealAnswer('technical', [{ text: 'x'.repeat(50), min: 50 }])).toBe(FALLBACK_IDEAL_ANSWERS.technical);
    expect(chooseIdealAnswer('behavioral', [{ text: undefined, min: 50 }])).toMatch(/STAR method \(Situation, Task, Action, Result\)/);
  });

  it('has the §2.11 templates for each section', () => {
    expect(FALLBACK_IDEAL_ANSWERS.technical).toMatch(/deep technical understanding.*specific examples.*position/s);
    expect(FALLBACK_IDEAL_ANSWERS.case).toMatch(/structured problem-solving.*quantitative analysis.*strategic thinking/s);
  });
});

describe('evaluatePrepAnswerLocally', () => {
  const base = { section: 'technical' as const, question: dcf.question, specialization: 'ib', jobDescription: 'M&A, DCF and LBO work.' };

  it('scores a short answer 0 with "No substantial answer provided."', () => {
    const result = evaluatePrepAnswerLocally({ ...base, answer: 'DCF.', bankQuestion: dcf });
    expect(result).toMatchObject({ score: 0, feedback: 'No substantial answer provided.', source: 'local' });
    expect(result.idealAnswer).toBe(dcf.sampleAnswers?.strong);
  });

  it('scores with the bank rubric, as a rating × 10, and offers the strong sample as the ideal', () => {
    const strong = evaluatePrepAnswerLocally({ ...base, answer: dcf.sampleAnswers?.strong ?? '', bankQuestion: dcf });
    const weak = evaluatePrepAnswerLocally({ ...base, answer: dcf.sampleAnswers?.weak ?? '', bankQuestion: dcf });
    expect(strong.score % 10).toBe(0);
    expect(strong.score).toBeGreaterThanOrEqual(30);
    expect(weak.score).toBeLessThan(strong.score);
    expect(strong.idealAnswer).toBe(dcf.sampleAnswers?.strong);
    expect(strong.feedback.length).toBeGreaterThan(0);
    expect(strong.suggestions.length).toBeGreaterThan(0);
  });

  it('uses the section template as the ideal answer for a question outside the bank', () => {
    const result = evaluatePrepAnswerLocally({
      section: 'case',
      question: 'How would you structure this problem?',
      answer: 'I would split profit into revenue and costs, then look at price and volume by category.',
      specialization: 'consulting',
      jobDescription: '',
      keyConcepts: ['profit equals revenue minus costs', 'price and volume'],
    });
    expect(result.idealAnswer).toBe(FALLBACK_IDEAL_ANSWERS.case);
    expect(result.score).toBeGreaterThan(0);
  });
});

describe('deriveKeyConcepts', () => {
  it('takes the question’s own content words, then the job’s skills', () => {
    expect(deriveKeyConcepts('How would you value a company with negative earnings?', 'We need DCF and M&A skills.')).toEqual([
      'value',
      'company',
      'negative',
      'earnings',
      'DCF',
      'M&A',
    ]);
  });
});
