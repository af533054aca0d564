// The analytics call: the signed-in user's dashboard, built by the gateway from their real results.
import { apiFetch, type BadgeState, type Skill, type SpecializationAchievement, type SpecializationId, type StreakCard } from '@bullpen/shared';

export interface ActivityResult {
  id: string;
  title: string;
  completedAt: string;
  /** 0–100. */
  score: number;
  type: 'interview' | 'assessment';
  category: 'technical' | 'motivational' | 'case study' | 'cognitive';
  specialization: SpecializationId | null;
  strengths: string[];
  improvements: string[];
  retakeHref: string;
}

export interface ScoreByLabel {
  label: string;
  score: number;
  count: number;
}

export interface AnalyticsDashboard {
  progress: { xp: number; level: number; levelName: string; streakDays: number; skillPoints: Record<Skill, number> };
  combinedProfile: { score: number | null; byType: ScoreByLabel[] };
  strengths: { types: ScoreByLabel[]; topTopics: ScoreByLabel[]; improveTopics: ScoreByLabel[] };
  careerMatch: { specialization: SpecializationId; name: string; match: number; basis: 'interviews' | 'challenges' } | null;
  specializationProgress: Array<{ specialization: SpecializationId; name: string; xp: number; percent: number; text: string }>;
  results: ActivityResult[];
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

export const fetchDashboard = (signal?: AbortSignal) => apiFetch<AnalyticsDashboard>('/api/analytics/me', { signal });

/** '2 days ago', 'today', 'just now': the §3 completedOn text. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} day${days === 1 ? '' : 's'} ago`;
  const months = Math.round(days / 30);
  if (months < 12) return `${months} month${months === 1 ? '' : 's'} ago`;
  const years = Math.round(days / 365);
  return `${years} year${years === 1 ? '' : 's'} ago`;
}
