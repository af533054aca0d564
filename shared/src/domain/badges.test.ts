// Badge rules, milestones, the streak card and specialization levels (§2.3, §3, §9).
import {
  achievementLevel,
  ALL_BADGES,
  badgeSummary,
  evaluateBadges,
  masteryText,
  milestones,
  specializationAchievements,
  streakCard,
  type AnswerFact,
  type BadgeFacts,
  type BadgeState,
  type ChallengeRunFact,
} from './badges';

const at = (n: number) => new Date(Date.UTC(2026, 0, n));
const answer = (score: number, interviewType: AnswerFact['interviewType'] = 'Technical', specialization: AnswerFact['specialization'] = 'ib', n = 1): AnswerFact => ({ specialization, interviewType, score, at: at(n) });
const run = (score: number, durationSeconds = 200, challengeId = 'ib-valuation-mastery', n = 1): ChallengeRunFact => ({
  challengeId,
  specialization: 'ib',
  score,
  durationSeconds,
  timeLimit: 360,
  at: at(n),
});
const empty: BadgeFacts = { xp: 0, streakDays: 0, specializationXp: {}, answers: [], challengeRuns: [], challengesBySpecialization: { ib: ['ib-valuation-mastery', 'ib-financial-modeling', 'ib-merger-math'] }, earned: [] };
const facts = (over: Partial<BadgeFacts>): BadgeFacts => ({ ...empty, ...over });
const badge = (f: BadgeFacts, id: string): BadgeState => {
  const found = evaluateBadges(f).find((b) => b.id === id);
  if (!found) throw new Error(`no badge ${id}`);
  return found;
};

describe('the badge set', () => {
  it('has 7 general badges and 6 per specialization, with unique ids', () => {
    expect(ALL_BADGES.filter((b) => !b.specialization).map((b) => b.name)).toEqual([
      'Finance Fundamentals', 'Dedicated Learner', 'Perfect Score', 'Streak Master', 'Finance Expert', 'Quick Thinker', 'Versatile Analyst',
    ]);
    expect(ALL_BADGES).toHaveLength(7 + 6 * 6);
    expect(new Set(ALL_BADGES.map((b) => b.id)).size).toBe(ALL_BADGES.length);
  });

  it('starts with nothing unlocked', () => {
    expect(badgeSummary(evaluateBadges(empty))).toBe('0 of 43 badges unlocked');
  });
});

describe('general badge rules', () => {
  it('Finance Fundamentals: the first evaluated answer or challenge', () => {
    expect(badge(empty, 'finance-fundamentals').unlocked).toBe(false);
    expect(badge(facts({ answers: [answer(10)] }), 'finance-fundamentals').unlocked).toBe(true);
    expect(badge(facts({ challengeRuns: [run(10)] }), 'finance-fundamentals').unlocked).toBe(true);
  });

  it('Dedicated Learner: 10 skill challenges, with progress', () => {
    expect(badge(facts({ challengeRuns: Array(3).fill(run(50)) }), 'dedicated-learner')).toMatchObject({ unlocked: false, progress: 3, maxProgress: 10 });
    expect(badge(facts({ challengeRuns: Array(10).fill(run(50)) }), 'dedicated-learner')).toMatchObject({ unlocked: true, progress: 10 });
  });

  it('Perfect Score: 100% on a challenge or 50/50 on an answer', () => {
    expect(badge(facts({ challengeRuns: [run(99)], answers: [answer(49)] }), 'perfect-score').unlocked).toBe(false);
    expect(badge(facts({ challengeRuns: [run(100)] }), 'perfect-score').unlocked).toBe(true);
    expect(badge(facts({ answers: [answer(50)] }), 'perfect-score').unlocked).toBe(true);
  });

  it('Streak Master: a 14-day streak, kept once earned', () => {
    expect(badge(facts({ streakDays: 5 }), 'streak-master')).toMatchObject({ unlocked: false, progress: 5, maxProgress: 14 });
    expect(badge(facts({ streakDays: 14 }), 'streak-master').unlocked).toBe(true);
    expect(badge(facts({ streakDays: 1, earned: ['streak-master'] }), 'streak-master')).toMatchObject({ unlocked: true, progress: 14 });
  });

  it('Finance Expert: 1,500 XP', () => {
    expect(badge(facts({ xp: 1499 }), 'finance-expert').unlocked).toBe(false);
    expect(badge(facts({ xp: 1500 }), 'finance-expert').unlocked).toBe(true);
  });

  it('Quick Thinker: 5 runs of 80%+ in half the time limit or less (max 5)', () => {
    const quick = Array(4).fill(run(80, 180));
    const slow = run(100, 181);
    const low = run(79, 60);
    expect(badge(facts({ challengeRuns: [...quick, slow, low] }), 'quick-thinker')).toMatchObject({ unlocked: false, progress: 4, maxProgress: 5 });
    expect(badge(facts({ challengeRuns: [...quick, run(90, 100)] }), 'quick-thinker').unlocked).toBe(true);
  });

  it('Versatile Analyst: all four interview types, challenges counting as Gamification (max 4)', () => {
    const three = [answer(20, 'Technical'), answer(20, 'Case Study'), answer(20, 'Motivational')];
    expect(badge(facts({ answers: three }), 'versatile-analyst')).toMatchObject({ unlocked: false, progress: 3, maxProgress: 4 });
    expect(badge(facts({ answers: three, challengeRuns: [run(10)] }), 'versatile-analyst').unlocked).toBe(true);
  });
});

describe('specialization badge rules', () => {
  it('First Steps: one evaluated answer in the specialization', () => {
    expect(badge(facts({ answers: [answer(5, 'Technical', 'pe')] }), 'ib-first-steps').unlocked).toBe(false);
    expect(badge(facts({ answers: [answer(5)] }), 'ib-first-steps').unlocked).toBe(true);
  });

  it('Technical Specialist: 5 technical answers at 70% (35/50) or more', () => {
    const answers = [...Array(4).fill(answer(35)), answer(34), answer(45, 'Case Study')];
    expect(badge(facts({ answers }), 'ib-technical-specialist')).toMatchObject({ unlocked: false, progress: 4, maxProgress: 5 });
    expect(badge(facts({ answers: [...answers, answer(50)] }), 'ib-technical-specialist').unlocked).toBe(true);
  });

  it('Case Cracker and Storyteller: 3 case study / motivational answers at 70%+', () => {
    const cases = Array(3).fill(answer(40, 'Case Study'));
    expect(badge(facts({ answers: cases }), 'ib-case-cracker').unlocked).toBe(true);
    expect(badge(facts({ answers: cases }), 'ib-storyteller').unlocked).toBe(false);
    expect(badge(facts({ answers: Array(3).fill(answer(35, 'Motivational')) }), 'ib-storyteller').unlocked).toBe(true);
  });

  it('Challenge Champion: every challenge of the specialization completed', () => {
    const two = [run(10, 100, 'ib-valuation-mastery'), run(10, 100, 'ib-financial-modeling'), run(90, 100, 'ib-financial-modeling')];
    expect(badge(facts({ challengeRuns: two }), 'ib-challenge-champion')).toMatchObject({ unlocked: false, progress: 2, maxProgress: 3 });
    expect(badge(facts({ challengeRuns: [...two, run(0, 100, 'ib-merger-math')] }), 'ib-challenge-champion').unlocked).toBe(true);
  });

  it('Mastery: 500 XP in the specialization, keyed by name or id', () => {
    expect(badge(facts({ specializationXp: { 'Investment Banking': 499 } }), 'ib-mastery')).toMatchObject({ unlocked: false, progress: 499 });
    expect(badge(facts({ specializationXp: { 'Investment Banking': 300, ib: 200 } }), 'ib-mastery').unlocked).toBe(true);
  });
});

describe('streak card (§2.3)', () => {
  it('prompts to start at 0, and counts toward the 7-day bonus modulo 7', () => {
    expect(streakCard(0)).toMatchObject({ headline: 'Practise today to start your streak!', cycleDays: 0, bonusText: '7 more days for bonus XP!' });
    expect(streakCard(1)).toMatchObject({ headline: '1 day in a row!', cycleDays: 1, bonusText: '6 more days for bonus XP!' });
    expect(streakCard(9)).toMatchObject({ headline: '9 days in a row!', cycleDays: 2, bonusText: '5 more days for bonus XP!' });
    expect(streakCard(14)).toMatchObject({ headline: '14 days in a row!', cycleDays: 0, bonusText: '7 more days for bonus XP!' });
  });

  it('shows a streak a missed day ended as broken, at 0 days', () => {
    expect(streakCard(0, 9)).toEqual({
      headline: 'Your 9-day streak was broken',
      cycleDays: 0,
      daysToBonus: 7,
      bonusText: 'Practise today to start a new streak.',
      broken: true,
    });
  });
});

describe('mastery text (§2.3)', () => {
  it("says 'Mastery achieved!' at 500 XP, else how much is left", () => {
    expect([0, 120, 499, 500, 800].map(masteryText)).toEqual(['500 XP until mastery', '380 XP until mastery', '1 XP until mastery', 'Mastery achieved!', 'Mastery achieved!']);
  });
});

describe('milestones', () => {
  it('counts real progress and dates the ones completed', () => {
    const f = facts({ xp: 600, answers: [answer(20, 'Technical', 'ib', 3), answer(20, 'Technical', 'ib', 2)], challengeRuns: Array.from({ length: 5 }, (_, i) => run(50, 100, 'ib-merger-math', 10 + i)) });
    const list = milestones(f, evaluateBadges(f));
    expect(list.find((m) => m.title === 'Complete 5 Skill Challenges')).toEqual({ title: 'Complete 5 Skill Challenges', completed: true, date: at(14), progress: 5, maxProgress: 5 });
    expect(list.find((m) => m.title === 'Complete your first interview answer')?.date).toEqual(at(2));
    expect(list.find((m) => m.title === 'Reach Level 5')).toMatchObject({ completed: false, progress: 2, maxProgress: 5, date: null });
  });
});

describe('specialization achievements: levels from real scores', () => {
  it('maps averages and counts to levels', () => {
    expect([achievementLevel(null, 0), achievementLevel(90, 2), achievementLevel(45, 5), achievementLevel(60, 3), achievementLevel(75, 3), achievementLevel(85, 3)]).toEqual([
      'Not Started', 'In Progress', 'In Progress', 'Intermediate', 'Advanced', 'Expert',
    ]);
  });

  it('reads technical, case and industry knowledge from the specialization only', () => {
    const f = facts({ answers: [answer(40), answer(38), answer(36), answer(30, 'Case Study'), answer(50, 'Technical', 'pe')], challengeRuns: [run(60)] });
    expect(specializationAchievements(f, 'ib')).toEqual([
      { title: 'Technical Knowledge', level: 'Advanced', average: 76, count: 3 },
      { title: 'Case Performance', level: 'In Progress', average: 60, count: 1 },
      { title: 'Industry Knowledge', level: 'In Progress', average: 60, count: 1 },
    ]);
  });
});
