// Awarding progress on the server: the components that evaluate an answer call awardProgress; no
// endpoint lets a client set its own XP.
import { applyGain, type AwardOutcome, type Skill, type UserProgress } from '@bullpen/shared/domain';
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
  /** What the award did (XP, level-up, skill level-ups, streak), returned to the browser for its toasts. */
  outcome: AwardOutcome;
}

export function getProgress(db: Database, userId: string): Promise<UserProgress> {
  return readProgress(db, userId);
}

export function awardProgress(db: Database, userId: string, award: ProgressAward): Promise<ProgressAwardResult> {
  const today = activityDate(award.today, award.now ?? new Date());
  return changeProgress(db, userId, (start) =>
    applyGain(start, { xp: award.xp, skillPoints: award.skills, specialization: award.specialization, completedInterview: award.completedInterview }, today),
  );
}
