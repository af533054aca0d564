import { QUESTION_BANK } from '@bullpen/evaluator';
import { drawMockQuestions, MOCK_INTERVIEW_PLAN, type Candidate } from './question-draw';

const ib = QUESTION_BANK.filter((q) => q.specialization === 'ib' && q.interviewType !== 'Gamification');
const byId = new Map(ib.map((q) => [q.id, q]));

describe('drawMockQuestions', () => {
  it('draws six distinct questions of difficulty 3–5 following the interview plan', () => {
    const drawn = drawMockQuestions('0b9f3c1e-5d2a-4c8e-9f00-1234567890ab', ib);
    expect(new Set(drawn).size).toBe(6);
    expect(drawn.map((id) => byId.get(id)?.interviewType)).toEqual(MOCK_INTERVIEW_PLAN);
    expect(drawn.every((id) => (byId.get(id)?.difficulty ?? 0) >= 3)).toBe(true);
  });

  it('is reproducible from the interview id, whatever order the bank comes in', () => {
    const id = '5f1d2a7c-0000-4000-8000-00000000beef';
    expect(drawMockQuestions(id, [...ib].reverse())).toEqual(drawMockQuestions(id, ib));
    const others = ['a', 'b', 'c', 'd'].map((suffix) => drawMockQuestions(`interview-${suffix}`, ib).join());
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('fills a thin bank with easier questions, then other types', () => {
    const thin: Candidate[] = [
      { id: 'x-mot-001', interviewType: 'Motivational', difficulty: 1 },
      { id: 'x-tech-001', interviewType: 'Technical', difficulty: 4 },
      { id: 'x-tech-002', interviewType: 'Technical', difficulty: 2 },
      { id: 'x-case-001', interviewType: 'Case Study', difficulty: 5 },
      { id: 'x-tech-003', interviewType: 'Technical', difficulty: 3 },
      { id: 'x-mot-002', interviewType: 'Motivational', difficulty: 2 },
    ];
    const drawn = drawMockQuestions('thin', thin);
    expect([...drawn].sort()).toEqual(thin.map((c) => c.id).sort());
    expect(drawMockQuestions('thin', thin.slice(0, 3))).toHaveLength(3);
  });
});
