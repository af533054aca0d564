// What one award did to a student's progress (spec 01 §4.7): the XP it added, the level and skill
// levels it reached, and what became of the streak. The gateway returns it with every award it makes;
// a visitor's browser makes the same from its local copy; the toasts are raised from it (awardToasts).
import {
  addSkillPoints,
  addSpecializationXp,
  addXp,
  applyActivity,
  LEVEL_UP_TOAST_DELAY_MS,
  LEVEL_UP_TOAST_DURATION_MS,
  SKILL_LABELS,
  SKILLS,
  XP_LEVELS,
  XP_TOAST_DURATION_MS,
  xpToastIcon,
  type LevelName,
  type Skill,
  type UserProgress,
  type XpToastIcon,
} from './progress';

/** What an activity earns before the streak is applied. */
export interface ProgressGain {
  xp?: number;
  /** Skill points per skill. */
  skillPoints?: Partial<Record<Skill, number>>;
  /** The specialization the XP was earned in (its display name, e.g. 'Private Equity'). */
  specialization?: string | null;
  /** Counts one more completed mock interview. */
  completedInterview?: boolean;
}

/**
 * The streak after an activity: started (the first ever, or after a reset), continued (yesterday
 * was active), broken (a day was missed, so it restarts at 1), or unchanged (already active today).
 */
export type StreakChange = 'started' | 'continued' | 'broken' | 'unchanged';

export interface SkillLevelUp {
  skill: Skill;
  /** The skill's level now, 0-based (displayed + 1). */
  level: number;
}

export interface AwardOutcome {
  /** XP the activity added, the streak bonus included. */
  xpGained: number;
  /** Part of xpGained granted for a streak reaching a multiple of 7 days. */
  bonusXp: number;
  /** Total XP after the award. */
  xp: number;
  /** 0-based level after the award (displayed + 1). */
  level: number;
  levelName: LevelName;
  leveledUp: boolean;
  skillLevelUps: SkillLevelUp[];
  streakDays: number;
  streak: StreakChange;
  /** Length of the streak that ended; 0 unless `streak` is 'broken'. */
  brokenStreakDays: number;
}

export interface GainResult {
  progress: UserProgress;
  outcome: AwardOutcome;
}

function streakChange(before: UserProgress, after: UserProgress): StreakChange {
  if (after.lastActiveDate === before.lastActiveDate) return 'unchanged';
  if (before.streakDays > 0 && after.streakDays === before.streakDays + 1) return 'continued';
  return before.streakDays > 0 ? 'broken' : 'started';
}

/**
 * Applies one activity on `today` ('YYYY-MM-DD'): the streak first (with its weekly bonus), then the
 * XP, the skill points and the specialization XP; gains of zero or less change nothing but the streak.
 */
export function applyGain(before: UserProgress, gain: ProgressGain, today: string): GainResult {
  const activity = applyActivity(before, today);
  const xp = gain.xp ?? 0;
  let progress = addSpecializationXp(addXp(activity.progress, xp).progress, gain.specialization, xp);
  const skillLevelUps: SkillLevelUp[] = [];
  for (const skill of SKILLS) {
    const result = addSkillPoints(progress, skill, gain.skillPoints?.[skill] ?? 0);
    progress = result.progress;
    if (result.leveledUp) skillLevelUps.push({ skill, level: result.newLevel });
  }
  if (gain.completedInterview) progress = { ...progress, completedInterviews: progress.completedInterviews + 1 };
  const streak = streakChange(before, progress);
  return {
    progress,
    outcome: {
      xpGained: progress.xp - before.xp,
      bonusXp: activity.bonusXp,
      xp: progress.xp,
      level: progress.level,
      levelName: progress.levelName,
      leveledUp: progress.level > before.level,
      skillLevelUps,
      streakDays: progress.streakDays,
      streak,
      brokenStreakDays: streak === 'broken' ? before.streakDays : 0,
    },
  };
}

export type AwardToastKind = 'xp' | 'level-up' | 'skill-level-up' | 'streak-bonus' | 'streak-broken';

/** One toast of an award, in the order and at the time it appears. */
export interface AwardToast {
  kind: AwardToastKind;
  title: string;
  description: string;
  /** Shown this long after the award arrives. */
  delayMs: number;
  durationMs: number;
  /** The XP toast's icon by the amount (spec); the others have one per kind. */
  icon?: XpToastIcon;
}

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * The toasts of an award (spec 01 §4.7, §9): the XP gain at once for 2 s with its trophy, award or star
 * icon; 500 ms later the level-up for 3 s, then each skill level-up and the streak's news.
 */
export function awardToasts(outcome: AwardOutcome): AwardToast[] {
  const toasts: AwardToast[] = [];
  const later = { delayMs: LEVEL_UP_TOAST_DELAY_MS, durationMs: LEVEL_UP_TOAST_DURATION_MS };
  if (outcome.xpGained > 0) {
    toasts.push({
      kind: 'xp',
      title: `+${outcome.xpGained} XP`,
      description: `${outcome.xp} XP in total.`,
      delayMs: 0,
      durationMs: XP_TOAST_DURATION_MS,
      icon: xpToastIcon(outcome.xpGained),
    });
  }
  if (outcome.leveledUp) {
    const next = XP_LEVELS[outcome.level + 1];
    toasts.push({
      kind: 'level-up',
      title: `Level up! You are now ${outcome.levelName}`,
      description: `Level ${outcome.level + 1}${next ? `; ${next.name} at ${next.xp} XP.` : ', the top level.'}`,
      ...later,
    });
  }
  for (const { skill, level } of outcome.skillLevelUps) {
    toasts.push({
      kind: 'skill-level-up',
      title: `${SKILL_LABELS[skill]} level up!`,
      description: `${SKILL_LABELS[skill]} is now level ${level + 1}.`,
      ...later,
    });
  }
  if (outcome.bonusXp > 0) {
    toasts.push({
      kind: 'streak-bonus',
      title: `${dayWord(outcome.streakDays)} in a row!`,
      description: `+${outcome.bonusXp} bonus XP for your streak.`,
      ...later,
    });
  }
  if (outcome.streak === 'broken') {
    toasts.push({
      kind: 'streak-broken',
      title: 'Your streak was broken',
      description: `Your ${outcome.brokenStreakDays}-day streak ended after a missed day. Today is day 1 of a new one.`,
      ...later,
    });
  }
  return toasts;
}
