// The AI Hub's cards (spec 01 §1, §2.4): what each specialization, platform feature and interview
// type offers. Content, kept apart from layout.
import type { InterviewType, SpecializationId } from '@bullpen/shared';

export const SPECIALIZATION_BLURBS: Record<SpecializationId, { monogram: string; description: string }> = {
  ib: { monogram: 'IB', description: 'Valuation, M&A, the three statements and the deal process.' },
  pe: { monogram: 'PE', description: 'LBO mechanics, value creation, due diligence and returns.' },
  vc: { monogram: 'VC', description: 'Startup valuation, term sheets, market sizing and founders.' },
  consulting: { monogram: 'MC', description: 'Case frameworks, market sizing, profitability and strategy.' },
  cf: { monogram: 'CF', description: 'Capital budgeting, WACC, working capital and financing.' },
  audit: { monogram: 'AU', description: 'Controls, risk assessment, standards and audit evidence.' },
};

export interface FeatureCard {
  title: string;
  description: string;
  to: string;
  action: string;
}

export const PLATFORM_FEATURES: FeatureCard[] = [
  {
    title: 'AI Interview Simulation',
    description: 'Answer real interview questions out loud or in writing and get real-time feedback on every answer.',
    to: '/interviews',
    action: 'Start a mock interview',
  },
  {
    title: 'Gamified Skills Assessment',
    description: 'Timed challenges and skill games that turn technical drills into levels you can beat.',
    to: '/training',
    action: 'Open skill challenges',
  },
  {
    title: 'Performance Analytics',
    description: 'See your strengths, the skills to work on and how you progress across specializations.',
    to: '/skills',
    action: 'View your analytics',
  },
  {
    title: 'Leaderboard',
    description: 'Compare your scores with other candidates and track who improves fastest.',
    to: '/leaderboard',
    action: 'See the leaderboard',
  },
  {
    title: 'XP Points',
    description: 'Earn XP for every answer, keep your streak alive and level up from Novice to MD.',
    to: '/profile',
    action: 'Check your XP',
  },
  {
    title: 'Personalized Prep',
    description: 'Prepare for a specific company and role with tailored technical, behavioural and case rounds.',
    to: '/personalizedPrep',
    action: 'Start personalized prep',
  },
];

export const INTERVIEW_TYPE_BLURBS: Record<InterviewType, string> = {
  Motivational: 'Why finance, why this firm and the stories that show who you are.',
  Technical: 'Accounting, valuation and modelling questions that test your fundamentals.',
  'Case Study': 'Structure a business problem, run the numbers and make a recommendation.',
  Gamification: 'Interactive games and challenges that sharpen one skill at a time.',
};
