// Badges, milestones, the streak card and the specialization levels of the analytics page (spec
// §2.3, §3, §9): every badge is unlocked by a rule over the user's real results, written beside it.
import { levelForXp, STREAK_BONUS_DAYS } from './progress';
import { SPECIALIZATIONS, findSpecialization, type InterviewType, type SpecializationId } from './specializations';

/** §9: 500 XP in a specialization is mastery. */
export const MASTERY_XP = 500;
/** §9: the streak badge needs 14 days. */
export const STREAK_BADGE_DAYS = 14;

export type BadgeCategory = 'skill' | 'achievement' | 'milestone';
export type BadgeRarity = 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary';

/** An evaluated interview answer (session or mock interview), scored 0–50. */
export interface AnswerFact {
  specialization: SpecializationId;
  interviewType: InterviewType;
  score: number;
  at: Date;
}

/** A finished challenge run, scored 0–100. */
export interface ChallengeRunFact {
  challengeId: string;
  specialization: SpecializationId;
  score: number;
  durationSeconds: number;
  timeLimit: number;
  at: Date;
}

export interface BadgeFacts {
  xp: number;
  streakDays: number;
  /** XP per specialization, keyed by name or id (as progress stores it). */
  specializationXp: Record<string, number>;
  answers: readonly AnswerFact[];
  challengeRuns: readonly ChallengeRunFact[];
  /** The challenge ids each specialization offers. */
  challengesBySpecialization: Partial<Record<SpecializationId, readonly string[]>>;
  /** Badge ids unlocked earlier: a badge, once earned, stays (a broken streak does not take it back). */
  earned: readonly string[];
}

export interface BadgeState {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: BadgeCategory;
  rarity: BadgeRarity;
  /** Set for the six badges of each specialization. */
  specialization?: SpecializationId;
  unlocked: boolean;
  progress?: number;
  maxProgress?: number;
}

interface Rule {
  /** Progress toward maxProgress, or a yes/no. */
  measure(facts: BadgeFacts): number | boolean;
  maxProgress?: number;
}

interface BadgeDefinition extends Omit<BadgeState, 'unlocked' | 'progress' | 'maxProgress'>, Rule {}

/** Percent on the 0–100 scale for an evaluation score out of 50. */
const percentOf = (score: number) => score * 2;
const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.reduce((n, item) => n + (test(item) ? 1 : 0), 0);

/** XP of a specialization whichever key progress used for it (name or id). */
export function specializationXpOf(facts: Pick<BadgeFacts, 'specializationXp'>, specialization: SpecializationId): number {
  return Object.entries(facts.specializationXp).reduce(
    (sum, [key, xp]) => (findSpecialization(key)?.id === specialization ? sum + (Number.isFinite(xp) ? xp : 0) : sum),
    0,
  );
}

/** The four interview types a user has practised; a challenge run counts as Gamification. */
function typesPractised(facts: BadgeFacts): number {
  const types = new Set<string>(facts.answers.map((a) => a.interviewType));
  if (facts.challengeRuns.length) types.add('Gamification');
  return types.size;
}

/** Challenges each specialization offers (a content test holds the data to it); the Champion badge's goal. */
export const CHALLENGES_PER_SPECIALIZATION = 3;

/** Runs finished with 80% or more in at most half the time limit. */
export const isQuickRun = (run: ChallengeRunFact) => run.score >= 80 && run.durationSeconds * 2 <= run.timeLimit;

export const GENERAL_BADGES: readonly BadgeDefinition[] = [
  {
    id: 'finance-fundamentals',
    name: 'Finance Fundamentals',
    // Rule: one evaluated interview answer or one finished challenge.
    description: 'Complete your first evaluated answer or skill challenge.',
    icon: '📘',
    category: 'milestone',
    rarity: 'common',
    maxProgress: 1,
    measure: (f) => f.answers.length + f.challengeRuns.length,
  },
  {
    id: 'dedicated-learner',
    name: 'Dedicated Learner',
    // Rule: 10 finished challenge runs (retakes count).
    description: 'Complete 10 skill challenges.',
    icon: '📚',
    category: 'achievement',
    rarity: 'uncommon',
    maxProgress: 10,
    measure: (f) => f.challengeRuns.length,
  },
  {
    id: 'perfect-score',
    name: 'Perfect Score',
    // Rule: a challenge run at 100%, or an interview answer scored 50/50.
    description: 'Score 100% on a challenge or 50/50 on an interview answer.',
    icon: '💯',
    category: 'achievement',
    rarity: 'rare',
    measure: (f) => f.challengeRuns.some((r) => r.score === 100) || f.answers.some((a) => a.score === 50),
  },
  {
    id: 'streak-master',
    name: 'Streak Master',
    // Rule: a practice streak of 14 days.
    description: `Practise ${STREAK_BADGE_DAYS} days in a row.`,
    icon: '🔥',
    category: 'milestone',
    rarity: 'epic',
    maxProgress: STREAK_BADGE_DAYS,
    measure: (f) => f.streakDays,
  },
  {
    id: 'finance-expert',
    name: 'Finance Expert',
    // Rule: 1,500 XP in total, the Analyst level.
    description: 'Reach 1,500 XP (Analyst level).',
    icon: '🎓',
    category: 'milestone',
    rarity: 'epic',
    maxProgress: 1500,
    measure: (f) => f.xp,
  },
  {
    id: 'quick-thinker',
    name: 'Quick Thinker',
    // Rule: 5 challenge runs of 80% or more finished in at most half their time limit.
    description: 'Score 80% or more on 5 challenges in half the time limit or less.',
    icon: '⚡',
    category: 'skill',
    rarity: 'rare',
    maxProgress: 5,
    measure: (f) => count(f.challengeRuns, isQuickRun),
  },
  {
    id: 'versatile-analyst',
    name: 'Versatile Analyst',
    // Rule: practise all 4 interview types (challenges count as Gamification).
    description: 'Practise all four interview types: Motivational, Technical, Case Study and Gamification.',
    icon: '🧭',
    category: 'skill',
    rarity: 'uncommon',
    maxProgress: 4,
    measure: typesPractised,
  },
];

/** The six badges of one specialization, each with its rule. */
export function specializationBadges(specialization: SpecializationId): BadgeDefinition[] {
  const name = SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? specialization;
  const answers = (f: BadgeFacts, type?: InterviewType) =>
    f.answers.filter((a) => a.specialization === specialization && (!type || a.interviewType === type));
  const base = { specialization } as const;
  return [
    {
      ...base,
      id: `${specialization}-first-steps`,
      name: `${name} First Steps`,
      // Rule: one evaluated answer in this specialization.
      description: `Complete your first evaluated ${name} answer.`,
      icon: '🌱',
      category: 'milestone',
      rarity: 'common',
      maxProgress: 1,
      measure: (f) => answers(f).length,
    },
    {
      ...base,
      id: `${specialization}-technical-specialist`,
      name: 'Technical Specialist',
      // Rule: 5 Technical answers in this specialization scoring 35/50 (70%) or more.
      description: `Score 70% or more on 5 ${name} technical answers.`,
      icon: '📐',
      category: 'skill',
      rarity: 'uncommon',
      maxProgress: 5,
      measure: (f) => count(answers(f, 'Technical'), (a) => percentOf(a.score) >= 70),
    },
    {
      ...base,
      id: `${specialization}-case-cracker`,
      name: 'Case Cracker',
      // Rule: 3 Case Study answers in this specialization scoring 35/50 (70%) or more.
      description: `Score 70% or more on 3 ${name} case study answers.`,
      icon: '🧩',
      category: 'skill',
      rarity: 'rare',
      maxProgress: 3,
      measure: (f) => count(answers(f, 'Case Study'), (a) => percentOf(a.score) >= 70),
    },
    {
      ...base,
      id: `${specialization}-storyteller`,
      name: 'Storyteller',
      // Rule: 3 Motivational answers in this specialization scoring 35/50 (70%) or more.
      description: `Score 70% or more on 3 ${name} motivational answers.`,
      icon: '🎤',
      category: 'skill',
      rarity: 'uncommon',
      maxProgress: 3,
      measure: (f) => count(answers(f, 'Motivational'), (a) => percentOf(a.score) >= 70),
    },
    {
      ...base,
      id: `${specialization}-challenge-champion`,
      name: 'Challenge Champion',
      // Rule: finish every challenge of this specialization at least once.
      description: `Complete every ${name} skill challenge.`,
      icon: '🏆',
      category: 'achievement',
      rarity: 'epic',
      maxProgress: CHALLENGES_PER_SPECIALIZATION,
      measure: (f) => {
        const offered = f.challengesBySpecialization[specialization] ?? [];
        return offered.filter((id) => f.challengeRuns.some((r) => r.challengeId === id)).length;
      },
    },
    {
      ...base,
      id: `${specialization}-mastery`,
      name: `${name} Mastery`,
      // Rule: 500 XP earned in this specialization (§9 mastery).
      description: `Earn ${MASTERY_XP} XP in ${name}.`,
      icon: '👑',
      category: 'milestone',
      rarity: 'legendary',
      maxProgress: MASTERY_XP,
      measure: (f) => specializationXpOf(f, specialization),
    },
  ];
}

export const ALL_BADGES: readonly BadgeDefinition[] = [...GENERAL_BADGES, ...SPECIALIZATIONS.flatMap((s) => specializationBadges(s.id))];

function evaluate(definition: BadgeDefinition, facts: BadgeFacts): BadgeState {
  const { measure, maxProgress, ...badge } = definition;
  const measured = measure(facts);
  const earned = facts.earned.includes(badge.id);
  if (typeof measured === 'boolean') return { ...badge, unlocked: earned || measured };
  const max = maxProgress ?? 1;
  const unlocked = earned || measured >= max;
  return { ...badge, unlocked, progress: unlocked ? max : Math.max(0, Math.min(max, measured)), maxProgress: max };
}

/** Every badge, general ones first, with its state for these facts. */
export function evaluateBadges(facts: BadgeFacts): BadgeState[] {
  return ALL_BADGES.map((b) => evaluate(b, facts));
}

/** 'X of Y badges unlocked'. */
export const badgeSummary = (badges: readonly Pick<BadgeState, 'unlocked'>[]) =>
  `${badges.filter((b) => b.unlocked).length} of ${badges.length} badges unlocked`;

// ---------------------------------------------------------------------------------------------
// Streak card and specialization mastery
// ---------------------------------------------------------------------------------------------

export interface StreakCard {
  headline: string;
  /** 0–6: days into the current 7-day cycle. */
  cycleDays: number;
  /** Days left to the next bonus. */
  daysToBonus: number;
  bonusText: string;
  /** A streak ended by a missed day (spec 01 §4.7): the headline says so. */
  broken?: boolean;
}

export const STREAK_START_PROMPT = 'Practise today to start your streak!';

/** The headline of a streak a missed day ended. */
export const brokenStreakHeadline = (lostDays: number) => `Your ${lostDays}-day streak was broken`;

/**
 * §2.3 streak texts: 0 → a start prompt; 1 → '1 day in a row!'; N → 'N days in a row!'. A streak of
 * `lostDays` that a missed day ended (streakStanding) counts 0 and says it was broken.
 */
export function streakCard(streakDays: number, lostDays = 0): StreakCard {
  const days = lostDays > 0 ? 0 : Math.max(0, Math.floor(streakDays));
  const cycleDays = days % STREAK_BONUS_DAYS;
  const daysToBonus = STREAK_BONUS_DAYS - cycleDays;
  return {
    headline: lostDays > 0 ? brokenStreakHeadline(lostDays) : days === 0 ? STREAK_START_PROMPT : days === 1 ? '1 day in a row!' : `${days} days in a row!`,
    cycleDays,
    daysToBonus,
    bonusText: lostDays > 0 ? 'Practise today to start a new streak.' : `${daysToBonus} more days for bonus XP!`,
    ...(lostDays > 0 ? { broken: true } : {}),
  };
}

/** §2.3: 'Mastery achieved!' at 500 XP, otherwise '{n} XP until mastery'. */
export const masteryText = (xp: number) => (xp >= MASTERY_XP ? 'Mastery achieved!' : `${MASTERY_XP - Math.max(0, xp)} XP until mastery`);

// ---------------------------------------------------------------------------------------------
// Milestones
// ---------------------------------------------------------------------------------------------

export interface Milestone {
  title: string;
  /** When it was reached, when that is known; null while in progress. */
  date: Date | null;
  completed: boolean;
  progress?: number;
  maxProgress?: number;
}

/** The moment the n-th item (1-based, by time) happened, or null. */
function nthDate(dates: readonly Date[], n: number): Date | null {
  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());
  return sorted[n - 1] ?? null;
}

function milestone(title: string, progress: number, max: number, date: Date | null = null): Milestone {
  const completed = progress >= max;
  return { title, date: completed ? date : null, completed, progress: Math.min(progress, max), maxProgress: max };
}

/** Your Milestones, from real counts (the level milestone uses the displayed level, level + 1). */
export function milestones(facts: BadgeFacts, badges: readonly BadgeState[]): Milestone[] {
  const answerDates = facts.answers.map((a) => a.at);
  const runDates = facts.challengeRuns.map((r) => r.at);
  const displayedLevel = levelForXp(facts.xp).level + 1;
  return [
    milestone('Complete your first interview answer', facts.answers.length, 1, nthDate(answerDates, 1)),
    milestone('Complete 5 Skill Challenges', facts.challengeRuns.length, 5, nthDate(runDates, 5)),
    milestone('Answer 25 interview questions', facts.answers.length, 25, nthDate(answerDates, 25)),
    milestone(`Practise ${STREAK_BONUS_DAYS} days in a row`, facts.streakDays, STREAK_BONUS_DAYS),
    milestone('Unlock 10 badges', badges.filter((b) => b.unlocked).length, 10),
    milestone('Reach Level 5', displayedLevel, 5),
  ];
}

// ---------------------------------------------------------------------------------------------
// Specialization achievements: three levels from the user's scores
// ---------------------------------------------------------------------------------------------

export const ACHIEVEMENT_LEVELS = ['Not Started', 'In Progress', 'Intermediate', 'Advanced', 'Expert'] as const;
export type AchievementLevel = (typeof ACHIEVEMENT_LEVELS)[number];

/**
 * A level from an average (0–100) and a count: no answers → Not Started; fewer than 3 answers or
 * an average under 50 → In Progress; 50–69 → Intermediate; 70–84 → Advanced; 85+ → Expert.
 */
export function achievementLevel(average: number | null, answered: number): AchievementLevel {
  if (!answered || average === null) return 'Not Started';
  if (answered < 3 || average < 50) return 'In Progress';
  if (average < 70) return 'Intermediate';
  if (average < 85) return 'Advanced';
  return 'Expert';
}

export interface SpecializationAchievement {
  title: 'Technical Knowledge' | 'Case Performance' | 'Industry Knowledge';
  level: AchievementLevel;
  /** Average on the 0–100 scale, null without results. */
  average: number | null;
  count: number;
}

/**
 * The three levels of the specialization card: Technical Knowledge from Technical answers, Case
 * Performance from Case Study answers, Industry Knowledge from Motivational answers and challenge runs.
 */
export function specializationAchievements(facts: BadgeFacts, specialization: SpecializationId): SpecializationAchievement[] {
  const scores = (type: InterviewType) => facts.answers.filter((a) => a.specialization === specialization && a.interviewType === type).map((a) => percentOf(a.score));
  const industry = [...scores('Motivational'), ...facts.challengeRuns.filter((r) => r.specialization === specialization).map((r) => r.score)];
  const card = (title: SpecializationAchievement['title'], values: number[]): SpecializationAchievement => {
    const average = values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
    return { title, level: achievementLevel(average, values.length), average, count: values.length };
  };
  return [card('Technical Knowledge', scores('Technical')), card('Case Performance', scores('Case Study')), card('Industry Knowledge', industry)];
}
