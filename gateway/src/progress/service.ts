// Awarding progress on the server: the components that evaluate an answer call awardProgress; no
// endpoint lets a client set its own XP.
import {
  addSkillPoints,
  addSpecializationXp,
  addXp,
  applyActivity,
  SKILLS,
  type Skill,
  type UserProgress,
} from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { activityDate } from './activity-date';
import { changeProgress, readProgress } from './repo';

export interface ProgressAward {
  xp: number;
  /** Skill points per skill. */
  skills?: Partial<Record<Skill, number>>;
  /** The specialization the XP was earned in (its display name, e.g. 'Private Equity'). */
  specialization?: string;
  /** The user's local date 'YYYY-MM-DD' for the streak, taken only within a day of the server's (see activityDate). */
  today?: string;
  /** The server's clock; tests inject it. */
  now?: Date;
  /** Counts one more completed mock interview. */
  completedInterview?: boolean;
}

export interface ProgressAwardResult {
  progress: UserProgress;
  /** XP level went up (toast after LEVEL_UP_TOAST_DELAY_MS). */
  leveledUp: boolean;
  newLevel: number;
  /** XP granted for a 7-day streak multiple, included in `progress`. */
  bonusXp: number;
  /** Skills whose level went up. */
  skillLevelUps: Skill[];
}

export function getProgress(db: Database, userId: string): Promise<UserProgress> {
  return readProgress(db, userId);
}

export function awardProgress(db: Database, userId: string, award: ProgressAward): Promise<ProgressAwardResult> {
  const today = activityDate(award.today, award.now ?? new Date());
  return changeProgress(db, userId, (start) => {
    const activity = applyActivity(start, today);
    let progress = addXp(activity.progress, award.xp).progress;
    progress = addSpecializationXp(progress, award.specialization, award.xp);
    const skillLevelUps: Skill[] = [];
    for (const skill of SKILLS) {
      const result = addSkillPoints(progress, skill, award.skills?.[skill] ?? 0);
      progress = result.progress;
      if (result.leveledUp) skillLevelUps.push(skill);
    }
    if (award.completedInterview) progress = { ...progress, completedInterviews: progress.completedInterviews + 1 };
    return { progress, leveledUp: progress.level > start.level, newLevel: progress.level, bonusXp: activity.bonusXp, skillLevelUps };
  });
}
