// XP, levels, skill points and the practice streak (spec 01 §4.7 and §9): pure rules shared by the
// browser (toasts, bars) and the gateway (the only writer of a signed-in user's progress).

export const XP_LEVELS = [
  { name: 'Novice', xp: 0 },
  { name: 'Intern', xp: 500 },
  { name: 'Analyst', xp: 1500 },
  { name: 'Associate', xp: 4500 },
  { name: 'VP', xp: 10000 },
  { name: 'MD', xp: 20000 },
] as const;

export type LevelName = (typeof XP_LEVELS)[number]['name'];

export const SKILL_THRESHOLDS = [0, 50, 150, 300, 600] as const;

export const SKILLS = ['communication', 'problem-solving', 'teamwork', 'adaptability', 'leadership', 'technical'] as const;
export type Skill = (typeof SKILLS)[number];

/** How a skill is named on screen. */
export const SKILL_LABELS: Record<Skill, string> = {
  communication: 'Communication',
  'problem-solving': 'Problem solving',
  teamwork: 'Teamwork',
  adaptability: 'Adaptability',
  leadership: 'Leadership',
  technical: 'Technical',
};

/** A skill's name on screen; a name the product does not know is shown as it is. */
export const skillLabel = (skill: string): string => (SKILL_LABELS as Record<string, string>)[skill] ?? skill;

export const STREAK_BONUS_DAYS = 7;
export const STREAK_BONUS_XP = 50;

export const XP_TOAST_DURATION_MS = 2000;
export const LEVEL_UP_TOAST_DURATION_MS = 3000;
export const LEVEL_UP_TOAST_DELAY_MS = 500;

export interface UserProgress {
  xp: number;
  /** 0-based; displayed as level + 1. */
  level: number;
  levelName: LevelName;
  skillPoints: Record<Skill, number>;
  /** Specialization name → XP earned in it. */
  specializationXp: Record<string, number>;
  streakDays: number;
  /** Local date 'YYYY-MM-DD' of the last activity, null before the first. */
  lastActiveDate: string | null;
  completedInterviews: number;
  badges: string[];
}

export interface LevelInfo {
  /** 0-based index into XP_LEVELS. */
  level: number;
  name: LevelName;
  currentThreshold: number;
  /** Null at the top level. */
  nextThreshold: number | null;
  /** Share of the way from this level's threshold to the next, 0–100; 100 at the top level. */
  progressPercent: number;
}

/** The index of the highest threshold that `value` reaches (0 below the first). */
function reached(thresholds: readonly number[], value: number): number {
  let index = 0;
  thresholds.forEach((threshold, i) => {
    if (value >= threshold) index = i;
  });
  return index;
}

export function levelForXp(xp: number): LevelInfo {
  const level = reached(
    XP_LEVELS.map((l) => l.xp),
    xp,
  );
  const current = XP_LEVELS[level]!;
  const next = XP_LEVELS[level + 1];
  const progressPercent = next
    ? Math.min(100, Math.max(0, ((xp - current.xp) / (next.xp - current.xp)) * 100))
    : 100;
  return { level, name: current.name, currentThreshold: current.xp, nextThreshold: next?.xp ?? null, progressPercent };
}

/** 0-based skill level for a number of skill points; displayed as level + 1. */
export function skillLevel(points: number): number {
  return reached(SKILL_THRESHOLDS, points);
}

export function emptyProgress(): UserProgress {
  return {
    xp: 0,
    level: 0,
    levelName: XP_LEVELS[0].name,
    skillPoints: Object.fromEntries(SKILLS.map((skill) => [skill, 0])) as Record<Skill, number>,
    specializationXp: {},
    streakDays: 0,
    lastActiveDate: null,
    completedInterviews: 0,
    badges: [],
  };
}

/** Whether an amount counts as a gain: a finite number above zero. */
const isGain = (amount: number) => Number.isFinite(amount) && amount > 0;

export interface XpResult {
  progress: UserProgress;
  leveledUp: boolean;
  /** The level after the addition (0-based). */
  newLevel: number;
}

/** Adds XP and recomputes the level; zero, negative or non-finite amounts change nothing. */
export function addXp(progress: UserProgress, amount: number): XpResult {
  if (!isGain(amount)) return { progress, leveledUp: false, newLevel: progress.level };
  const xp = progress.xp + amount;
  const { level, name } = levelForXp(xp);
  return { progress: { ...progress, xp, level, levelName: name }, leveledUp: level > progress.level, newLevel: level };
}

export interface SkillResult {
  progress: UserProgress;
  leveledUp: boolean;
  /** The skill's level after the addition (0-based). */
  newLevel: number;
}

/** Adds skill points; zero, negative or non-finite amounts change nothing. */
export function addSkillPoints(progress: UserProgress, skill: Skill, amount: number): SkillResult {
  const before = progress.skillPoints[skill] ?? 0;
  if (!isGain(amount)) return { progress, leveledUp: false, newLevel: skillLevel(before) };
  const after = before + amount;
  return {
    progress: { ...progress, skillPoints: { ...progress.skillPoints, [skill]: after } },
    leveledUp: skillLevel(after) > skillLevel(before),
    newLevel: skillLevel(after),
  };
}

/** Adds XP earned in a specialization; ignored without a name (and, like XP, for amounts of zero or less). */
export function addSpecializationXp(progress: UserProgress, name: string | null | undefined, amount: number): UserProgress {
  if (!name || !isGain(amount)) return progress;
  return { ...progress, specializationXp: { ...progress.specializationXp, [name]: (progress.specializationXp[name] ?? 0) + amount } };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, read as a calendar date (no time zone). */
function dayNumber(date: string): number {
  const time = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(time)) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}"`);
  return Math.round(time / DAY_MS);
}

export interface ActivityResult {
  progress: UserProgress;
  /** XP granted for reaching a multiple of STREAK_BONUS_DAYS, already added to `progress`. */
  bonusXp: number;
}

/**
 * Records activity on `today` ('YYYY-MM-DD'): the day's first activity continues the streak when the
 * last active day was yesterday and restarts it at 1 otherwise; a later activity the same day changes
 * nothing (nor does one dated before the last active day, as a clock in another time zone may send).
 * Each streak that reaches a multiple of 7 days grants 50 XP.
 */
export function applyActivity(progress: UserProgress, today: string): ActivityResult {
  const day = dayNumber(today);
  const last = progress.lastActiveDate === null ? null : dayNumber(progress.lastActiveDate);
  if (last !== null && last >= day) return { progress, bonusXp: 0 };
  const streakDays = last === day - 1 ? progress.streakDays + 1 : 1;
  const active = { ...progress, streakDays, lastActiveDate: today };
  const bonusXp = streakDays % STREAK_BONUS_DAYS === 0 ? STREAK_BONUS_XP : 0;
  return { progress: addXp(active, bonusXp).progress, bonusXp };
}

export interface StreakStanding {
  /** Days in a row that still count today: 0 once a day was missed. */
  days: number;
  /** A streak of `lostDays` ended because a whole day passed without practice. */
  broken: boolean;
  lostDays: number;
}

/**
 * The streak as it stands on `today`: the stored count lasts until the day after the last activity;
 * after a missed day it is broken (the stored count changes only at the next activity).
 */
export function streakStanding(progress: UserProgress, today: string): StreakStanding {
  const { streakDays, lastActiveDate } = progress;
  if (streakDays <= 0 || lastActiveDate === null || dayNumber(today) - dayNumber(lastActiveDate) <= 1) {
    return { days: Math.max(0, streakDays), broken: false, lostDays: 0 };
  }
  return { days: 0, broken: true, lostDays: streakDays };
}

export function resetStreak(progress: UserProgress): UserProgress {
  return { ...progress, streakDays: 0, lastActiveDate: null };
}

export type XpToastIcon = 'trophy' | 'award' | 'star';

export function xpToastIcon(amount: number): XpToastIcon {
  if (amount >= 100) return 'trophy';
  if (amount >= 50) return 'award';
  return 'star';
}
