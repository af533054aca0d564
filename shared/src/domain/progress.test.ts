// Spec 01 §4.7 and §9: levels, skill levels, streak, XP toasts.
import fc from 'fast-check';
import {
  LEVEL_UP_TOAST_DELAY_MS,
  LEVEL_UP_TOAST_DURATION_MS,
  SKILLS,
  SKILL_THRESHOLDS,
  STREAK_BONUS_DAYS,
  STREAK_BONUS_XP,
  XP_LEVELS,
  XP_TOAST_DURATION_MS,
  addSkillPoints,
  addSpecializationXp,
  addXp,
  applyActivity,
  emptyProgress,
  levelForXp,
  resetStreak,
  skillLevel,
  streakStanding,
  xpToastIcon,
  type UserProgress,
} from './progress';

const withProgress = (fields: Partial<UserProgress>): UserProgress => ({ ...emptyProgress(), ...fields });

describe('XP levels', () => {
  it('are Novice 0, Intern 500, Analyst 1500, Associate 4500, VP 10000, MD 20000', () => {
    expect(XP_LEVELS.map((l) => [l.name, l.xp])).toEqual([
      ['Novice', 0],
      ['Intern', 500],
      ['Analyst', 1500],
      ['Associate', 4500],
      ['VP', 10000],
      ['MD', 20000],
    ]);
  });

  it.each([
    [0, 0, 'Novice', 0, 500],
    [499, 0, 'Novice', 0, 500],
    [500, 1, 'Intern', 500, 1500],
    [1499, 1, 'Intern', 500, 1500],
    [1500, 2, 'Analyst', 1500, 4500],
    [4499, 2, 'Analyst', 1500, 4500],
    [4500, 3, 'Associate', 4500, 10000],
    [9999, 3, 'Associate', 4500, 10000],
    [10000, 4, 'VP', 10000, 20000],
    [19999, 4, 'VP', 10000, 20000],
    [20000, 5, 'MD', 20000, null],
    [1_000_000, 5, 'MD', 20000, null],
  ])('%i XP is level %i (%s), from %i to %s', (xp, level, name, currentThreshold, nextThreshold) => {
    expect(levelForXp(xp)).toMatchObject({ level, name, currentThreshold, nextThreshold });
  });

  it('reports the share of the way to the next level, and 100 at MD', () => {
    expect(levelForXp(0).progressPercent).toBe(0);
    expect(levelForXp(250).progressPercent).toBe(50);
    expect(levelForXp(1000).progressPercent).toBe(50);
    expect(levelForXp(20000).progressPercent).toBe(100);
    expect(levelForXp(25000).progressPercent).toBe(100);
  });

  it('never goes down as XP grows, and the percentage stays within 0–100', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelForXp(low).level).toBeLessThanOrEqual(levelForXp(high).level);
        const { progressPercent } = levelForXp(a);
        expect(progressPercent).toBeGreaterThanOrEqual(0);
        expect(progressPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('skill levels', () => {
  it('have thresholds 0, 50, 150, 300, 600 over six skills', () => {
    expect(SKILL_THRESHOLDS).toEqual([0, 50, 150, 300, 600]);
    expect(SKILLS).toEqual(['communication', 'problem-solving', 'teamwork', 'adaptability', 'leadership', 'technical']);
  });

  it.each([
    [0, 0],
    [49, 0],
    [50, 1],
    [149, 1],
    [150, 2],
    [299, 2],
    [300, 3],
    [599, 3],
    [600, 4],
    [5000, 4],
  ])('%i points is skill level %i', (points, level) => {
    expect(skillLevel(points)).toBe(level);
  });
});

describe('emptyProgress', () => {
  it('starts at 0 XP, Novice, every skill at 0, no streak, nothing completed', () => {
    expect(emptyProgress()).toEqual({
      xp: 0,
      level: 0,
      levelName: 'Novice',
      skillPoints: { communication: 0, 'problem-solving': 0, teamwork: 0, adaptability: 0, leadership: 0, technical: 0 },
      specializationXp: {},
      streakDays: 0,
      lastActiveDate: null,
      completedInterviews: 0,
      badges: [],
    });
  });
});

describe('addXp', () => {
  it('adds XP and reports a level-up with the new level', () => {
    const result = addXp(withProgress({ xp: 450 }), 60);
    expect(result.progress).toMatchObject({ xp: 510, level: 1, levelName: 'Intern' });
    expect([result.leveledUp, result.newLevel]).toEqual([true, 1]);
  });

  it('reports no level-up within a level', () => {
    const result = addXp(emptyProgress(), 100);
    expect([result.progress.xp, result.leveledUp, result.newLevel]).toEqual([100, false, 0]);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('ignores an addition of %s', (amount) => {
    const progress = withProgress({ xp: 40 });
    expect(addXp(progress, amount)).toEqual({ progress, leveledUp: false, newLevel: 0 });
  });
});

describe('addSkillPoints', () => {
  it('adds points to one skill and reports its level-up', () => {
    const result = addSkillPoints(emptyProgress(), 'teamwork', 50);
    expect(result.progress.skillPoints.teamwork).toBe(50);
    expect(result.progress.skillPoints.communication).toBe(0);
    expect([result.leveledUp, result.newLevel]).toEqual([true, 1]);
  });

  it('reports no level-up below the next threshold', () => {
    const start = addSkillPoints(emptyProgress(), 'technical', 150).progress;
    const result = addSkillPoints(start, 'technical', 149);
    expect([result.progress.skillPoints.technical, result.leveledUp, result.newLevel]).toEqual([299, false, 2]);
  });

  it.each([0, -5])('ignores an addition of %i', (amount) => {
    const progress = emptyProgress();
    expect(addSkillPoints(progress, 'leadership', amount)).toEqual({ progress, leveledUp: false, newLevel: 0 });
  });
});

describe('addSpecializationXp', () => {
  it('adds XP under the specialization name', () => {
    const once = addSpecializationXp(emptyProgress(), 'Private Equity', 30);
    expect(addSpecializationXp(once, 'Private Equity', 20).specializationXp).toEqual({ 'Private Equity': 50 });
  });

  it('is ignored without a name', () => {
    const progress = emptyProgress();
    expect(addSpecializationXp(progress, '', 30)).toBe(progress);
    expect(addSpecializationXp(progress, undefined, 30)).toBe(progress);
  });
});

describe('applyActivity (streak)', () => {
  it('starts the streak at 1 on the first activity ever', () => {
    expect(applyActivity(emptyProgress(), '2026-11-20')).toEqual({
      progress: withProgress({ streakDays: 1, lastActiveDate: '2026-11-20' }),
      bonusXp: 0,
    });
  });

  it('grows the streak by 1 when the last activity was yesterday, across month and year ends', () => {
    const cases = [
      ['2026-11-19', '2026-11-20'],
      ['2026-11-30', '2026-12-01'],
      ['2026-12-31', '2027-01-01'],
      ['2028-02-28', '2028-02-29'],
    ];
    for (const [yesterday, today] of cases) {
      const { progress } = applyActivity(withProgress({ streakDays: 3, lastActiveDate: yesterday! }), today!);
      expect([progress.streakDays, progress.lastActiveDate]).toEqual([4, today]);
    }
  });

  it('resets the streak to 1 after a missed day', () => {
    const { progress } = applyActivity(withProgress({ streakDays: 12, lastActiveDate: '2026-11-18' }), '2026-11-20');
    expect([progress.streakDays, progress.lastActiveDate]).toEqual([1, '2026-11-20']);
  });

  it('changes nothing on a second activity the same day', () => {
    const progress = withProgress({ streakDays: 5, lastActiveDate: '2026-11-20', xp: 10 });
    expect(applyActivity(progress, '2026-11-20')).toEqual({ progress, bonusXp: 0 });
  });

  it('changes nothing for a day before the last active one', () => {
    const progress = withProgress({ streakDays: 5, lastActiveDate: '2026-11-20' });
    expect(applyActivity(progress, '2026-11-19')).toEqual({ progress, bonusXp: 0 });
  });

  it('grants 50 XP on every multiple of 7 days', () => {
    expect([STREAK_BONUS_DAYS, STREAK_BONUS_XP]).toEqual([7, 50]);
    let progress = withProgress({ xp: 480 });
    const bonuses: number[] = [];
    for (let day = 1; day <= 21; day += 1) {
      const result = applyActivity(progress, `2026-11-${String(day).padStart(2, '0')}`);
      progress = result.progress;
      bonuses.push(result.bonusXp);
    }
    expect(progress.streakDays).toBe(21);
    expect(bonuses.flatMap((bonus, i) => (bonus ? [[i + 1, bonus]] : []))).toEqual([
      [7, 50],
      [14, 50],
      [21, 50],
    ]);
    expect(progress).toMatchObject({ xp: 630, level: 1, levelName: 'Intern' });
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => applyActivity(emptyProgress(), '20/11/2026')).toThrow(RangeError);
  });
});

describe('resetStreak', () => {
  it('sets the streak to 0 and clears the date', () => {
    const progress = withProgress({ streakDays: 9, lastActiveDate: '2026-11-20', xp: 70 });
    expect(resetStreak(progress)).toEqual({ ...progress, streakDays: 0, lastActiveDate: null });
  });
});

describe('XP toasts', () => {
  it.each([
    [150, 'trophy'],
    [100, 'trophy'],
    [99, 'award'],
    [50, 'award'],
    [49, 'star'],
    [1, 'star'],
  ])('%i XP shows a %s', (amount, icon) => {
    expect(xpToastIcon(amount)).toBe(icon);
  });

  it('last 2 s, 3 s for a level-up, which appears after 500 ms', () => {
    expect([XP_TOAST_DURATION_MS, LEVEL_UP_TOAST_DURATION_MS, LEVEL_UP_TOAST_DELAY_MS]).toEqual([2000, 3000, 500]);
  });
});

describe('streakStanding (a broken streak shows as broken)', () => {
  it('keeps the streak through the day after the last activity', () => {
    const progress = withProgress({ streakDays: 4, lastActiveDate: '2026-11-19' });
    expect(streakStanding(progress, '2026-11-19')).toEqual({ days: 4, broken: false, lostDays: 0 });
    expect(streakStanding(progress, '2026-11-20')).toEqual({ days: 4, broken: false, lostDays: 0 });
  });

  it('is broken once a whole day passed without practice', () => {
    expect(streakStanding(withProgress({ streakDays: 4, lastActiveDate: '2026-11-18' }), '2026-11-20')).toEqual({ days: 0, broken: true, lostDays: 4 });
  });

  it('is not broken before the first activity', () => {
    expect(streakStanding(emptyProgress(), '2026-11-20')).toEqual({ days: 0, broken: false, lostDays: 0 });
  });
});
