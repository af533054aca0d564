// Spec 01 §4.7 and §9: what an award did, and the toasts it raises in order.
import { applyGain, awardToasts, type AwardOutcome } from './award';
import { emptyProgress, type UserProgress } from './progress';

const withProgress = (fields: Partial<UserProgress>): UserProgress => ({ ...emptyProgress(), ...fields });

const outcome = (fields: Partial<AwardOutcome>): AwardOutcome => ({
  xpGained: 0,
  bonusXp: 0,
  xp: 0,
  level: 0,
  levelName: 'Novice',
  leveledUp: false,
  skillLevelUps: [],
  streakDays: 1,
  streak: 'started',
  brokenStreakDays: 0,
  ...fields,
});

describe('applyGain: the outcome of one award', () => {
  it('names the XP gained, the new level, the skills that levelled up and the streak started', () => {
    const { progress, outcome: result } = applyGain(
      withProgress({ xp: 480, level: 0 }),
      { xp: 40, skillPoints: { technical: 60, teamwork: 10 }, specialization: 'Audit' },
      '2026-11-20',
    );
    expect(result).toEqual({
      xpGained: 40,
      bonusXp: 0,
      xp: 520,
      level: 1,
      levelName: 'Intern',
      leveledUp: true,
      skillLevelUps: [{ skill: 'technical', level: 1 }],
      streakDays: 1,
      streak: 'started',
      brokenStreakDays: 0,
    });
    expect(progress).toMatchObject({ xp: 520, specializationXp: { Audit: 40 }, lastActiveDate: '2026-11-20' });
  });

  it('counts the weekly streak bonus in the XP gained', () => {
    const { outcome: result } = applyGain(withProgress({ xp: 100, streakDays: 6, lastActiveDate: '2026-11-19' }), { xp: 10 }, '2026-11-20');
    expect(result).toMatchObject({ xpGained: 60, bonusXp: 50, xp: 160, streakDays: 7, streak: 'continued' });
  });

  it('says a streak was broken after a missed day, and how long it was', () => {
    const { outcome: result } = applyGain(withProgress({ streakDays: 9, lastActiveDate: '2026-11-17' }), { xp: 10 }, '2026-11-20');
    expect(result).toMatchObject({ streak: 'broken', brokenStreakDays: 9, streakDays: 1 });
  });

  it('leaves the streak unchanged on a second activity the same day, and ignores gains of zero or less', () => {
    const start = withProgress({ xp: 30, streakDays: 2, lastActiveDate: '2026-11-20' });
    const { progress, outcome: result } = applyGain(start, { xp: 0, skillPoints: { leadership: -5 } }, '2026-11-20');
    expect(progress).toEqual(start);
    expect(result).toMatchObject({ xpGained: 0, streak: 'unchanged', streakDays: 2, leveledUp: false, skillLevelUps: [] });
  });
});

describe('awardToasts: order, timing, icons', () => {
  it('shows the XP gain at once for 2 s, then 500 ms later the level-up for 3 s, the skills and the streak bonus', () => {
    const toasts = awardToasts(
      outcome({
        xpGained: 120,
        bonusXp: 50,
        xp: 1510,
        level: 2,
        levelName: 'Analyst',
        leveledUp: true,
        skillLevelUps: [{ skill: 'problem-solving', level: 2 }],
        streakDays: 14,
        streak: 'continued',
      }),
    );
    expect(toasts.map((t) => [t.kind, t.delayMs, t.durationMs])).toEqual([
      ['xp', 0, 2000],
      ['level-up', 500, 3000],
      ['skill-level-up', 500, 3000],
      ['streak-bonus', 500, 3000],
    ]);
    expect(toasts.map((t) => `${t.title} | ${t.description}`)).toEqual([
      '+120 XP | 1510 XP in total.',
      'Level up! You are now Analyst | Level 3; Associate at 4500 XP.',
      'Problem solving level up! | Problem solving is now level 3.',
      '14 days in a row! | +50 bonus XP for your streak.',
    ]);
  });

  it.each([
    [100, 'trophy'],
    [99, 'award'],
    [50, 'award'],
    [49, 'star'],
    [1, 'star'],
  ])('gives a gain of %i XP the %s icon', (xpGained, icon) => {
    expect(awardToasts(outcome({ xpGained, xp: xpGained }))[0]).toMatchObject({ kind: 'xp', icon });
  });

  it('shows no XP toast for an award that added none, but still tells of a broken streak', () => {
    const toasts = awardToasts(outcome({ streak: 'broken', brokenStreakDays: 5 }));
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'streak-broken',
        title: 'Your streak was broken',
        description: 'Your 5-day streak ended after a missed day. Today is day 1 of a new one.',
      }),
    ]);
  });

  it('names the top level when MD is reached', () => {
    const [, levelUp] = awardToasts(outcome({ xpGained: 200, xp: 20_100, level: 5, levelName: 'MD', leveledUp: true }));
    expect(levelUp?.description).toBe('Level 6, the top level.');
  });
});
