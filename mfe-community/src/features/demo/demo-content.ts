// What the demo page says about the AI Hub: specializations, interview types and platform features.
import type { InterviewType, SpecializationId } from '@bullpen/shared';

export const SPECIALIZATION_BLURBS: Record<SpecializationId, string> = {
  ib: 'Valuation, accounting links, M&A and LBO questions as bankers ask them.',
  pe: 'Paper LBOs, returns drivers, due diligence and investment judgement.',
  vc: 'Market sizing, unit economics, founder assessment and term sheets.',
  consulting: 'Case frameworks, market entry, profitability and mental maths.',
  cf: 'Capital allocation, budgeting, treasury and in-house M&A.',
  audit: 'Internal controls, risk assessment, revenue recognition and ethics.',
};

export const INTERVIEW_TYPE_BLURBS: Record<InterviewType, string> = {
  Motivational: 'Why finance, why this firm, why you: stories that are specific and credible.',
  Technical: 'Accounting, valuation and modelling questions with feedback on every answer.',
  'Case Study': 'Structured problem solving under time pressure, from scoping to recommendation.',
  Gamification: 'Interactive games and challenges that train pattern recognition and quick decisions.',
};

export const PLATFORM_FEATURES = [
  {
    title: 'AI Interview Simulation',
    text: 'Six-question mock interviews by specialization and type, with real-time feedback, a score and suggestions for every answer.',
  },
  {
    title: 'Gamified Skills Assessment',
    text: 'Skill challenges and games that earn XP, build streaks and unlock badges as your level rises from Novice to MD.',
  },
  {
    title: 'Performance Analytics',
    text: 'Strengths, gaps and trends across interviews and assessments, with recommendations on what to practise next.',
  },
  {
    title: 'Leaderboard',
    text: 'See how you rank among top scorers and the most improved candidates, by specialization.',
  },
] as const;
