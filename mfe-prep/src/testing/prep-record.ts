// A prep as the gateway's /api/preps returns it, for the prep area's screen tests: one technical round
// of two questions, two behavioral questions and a one-question case.
import type { PrepAnswer, PrepRecord } from '@bullpen/shared';

export function prepRecord(overrides: Partial<PrepRecord> = {}): PrepRecord {
  return {
    id: 'prep-1',
    user_id: 'user-1',
    status: 'In Progress',
    user_answers: [],
    overall_score: 0,
    company_name: 'Goldman Sachs',
    position: 'Investment Banking Analyst',
    level: 'Analyst',
    job_description: 'Financial modelling and pitch books.',
    cv_url: null,
    company_ideal_profile: 'Analytical and resilient.',
    generated_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    feedback: null,
    submitted_sections: { technical: [], behavioral: false, case: false },
    content_source: 'ai',
    cv_feedback: ['Lead with your deal experience.', 'Quantify your internship results.'],
    tech_interview: [{ roundName: 'Accounting', questions: [{ question: 'Walk me through the three statements.' }, { question: 'What is goodwill?' }] }],
    behavioral_interview: [{ question: 'Why investment banking?' }, { question: 'Tell me about a time you failed.' }],
    case_task: { scenario: 'A retailer wants to expand.', idealStructure: 'Market, costs, risks.', strongExample: 'A clear framework.', questions: [{ question: 'Should it expand?' }] },
    ...overrides,
  };
}

export function evaluatedAnswer(answer: Omit<PrepAnswer, 'evaluation'>, score: number, suggestions: string[] = []): PrepAnswer {
  return { ...answer, evaluation: { score, feedback: `Scored ${score}.`, suggestions, idealAnswer: 'The ideal answer.', source: 'ai' } };
}
