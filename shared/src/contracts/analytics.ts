// What GET /api/analytics/me answers: the signed-in user's dashboard, built by the gateway from their
// real results (gateway/src/analytics). Types only.
import type { BadgeState, Skill, SpecializationAchievement, SpecializationId, StreakCard } from '../domain';

/** §3 Activity result, on the 0–100 scale. */
export interface AnalyticsResult {
  id: string;
  title: string;
  completedAt: string;
  score: number;
  type: 'interview' | 'assessment';
  category: 'technical' | 'motivational' | 'case study' | 'cognitive';
  specialization: SpecializationId | null;
  strengths: string[];
  improvements: string[];
  /** Retake: assessments go to /training, interviews to /interviews. */
  retakeHref: string;
}

export interface ScoreByLabel {
  label: string;
  /** 0–100. */
  score: number;
  count: number;
}

export interface AnalyticsDashboard {
  progress: {
    xp: number;
    /** Displayed level (level + 1). */
    level: number;
    levelName: string;
    streakDays: number;
    skillPoints: Record<Skill, number>;
  };
  combinedProfile: { score: number | null; byType: ScoreByLabel[] };
  strengths: { types: ScoreByLabel[]; topTopics: ScoreByLabel[]; improveTopics: ScoreByLabel[] };
  careerMatch: { specialization: SpecializationId; name: string; match: number; basis: 'interviews' | 'challenges' } | null;
  specializationProgress: Array<{ specialization: SpecializationId; name: string; xp: number; percent: number; text: string }>;
  results: AnalyticsResult[];
  badges: BadgeState[];
  milestones: Array<{ title: string; date: string | null; completed: boolean; progress?: number; maxProgress?: number }>;
  streak: StreakCard;
  achievements: Record<SpecializationId, SpecializationAchievement[]>;
  charts: {
    scoreOverTime: Array<{ date: string; score: number; title: string }>;
    byType: ScoreByLabel[];
    skills: Array<{ skill: Skill; points: number }>;
  };
}
