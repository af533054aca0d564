// Leaderboard maths (§2.6, §9) against hand-computed fixtures.
import {
  combinedScore,
  compareTopScorers,
  entriesForUser,
  improvementOf,
  INDUSTRY_OPTIONS,
  leaderboardEntry,
  likePattern,
  matchesSearch,
  parseScope,
  rankLeaderboard,
  type LeaderboardEntry,
  type ScoreAggregate,
} from './leaderboard';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const agg = (specialization: string, interviewType: string, scores: number[], startDay = 1): ScoreAggregate => ({
  specialization,
  interviewType,
  responses: scores.length,
  scoreSum: scores.reduce((a, b) => a + b, 0),
  firstScore: scores[0] ?? 0,
  firstAt: day(startDay),
  latestScore: scores.at(-1) ?? 0,
  latestAt: day(startDay + scores.length - 1),
});
const user = (userId: string, xp = 0, name = `User ${userId}`, university = 'LSE') => ({ userId, name, university, xp });

describe('combinedScore: 0.5·Technical + 0.3·Case Study + 0.2·Motivational, scaled to 0–100', () => {
  it('weights the three type averages', () => {
    // (0.5·40 + 0.3·30 + 0.2·20) / 50 × 100 = (20 + 9 + 4) × 2 = 66
    expect(combinedScore({ Technical: 40, 'Case Study': 30, Motivational: 20 })).toBe(66);
  });

  it('renormalises the weights over the types a user has', () => {
    // (0.5·40 + 0.2·20) / 0.7 = 34.2857… → ×2 = 68.571… → 68.6
    expect(combinedScore({ Technical: 40, Motivational: 20 })).toBe(68.6);
    expect(combinedScore({ 'Case Study': 25 })).toBe(50);
  });

  it('is null without any weighted answer, and 100 for full marks', () => {
    expect(combinedScore({})).toBeNull();
    expect(combinedScore({ Technical: 50, 'Case Study': 50, Motivational: 50 })).toBe(100);
  });

  it('averages each type over every answer across specializations, ignoring Gamification', () => {
    const entry = leaderboardEntry(user('a'), [agg('ib', 'Technical', [40, 30]), agg('pe', 'Technical', [20]), agg('ib', 'Gamification', [0, 0])], 'all');
    // Technical average (40 + 30 + 20) / 3 = 30 → 60
    expect(entry?.score).toBe(60);
  });
});

describe('improvement: (latest − first) / first × 100 over answers in time order', () => {
  it('takes the first and the latest answer across all types', () => {
    const result = improvementOf([agg('ib', 'Technical', [20, 25], 1), agg('ib', 'Motivational', [10, 30], 5)]);
    // First answer: Technical on day 1 (20); latest: Motivational on day 6 (30).
    expect(result).toEqual({ attempts: 4, firstScore: 20, latestScore: 30, percent: 50 });
  });

  it('leaves out a single attempt and a first score of 0', () => {
    expect(improvementOf([agg('ib', 'Technical', [30])])?.percent).toBeNull();
    expect(improvementOf([agg('ib', 'Technical', [0, 40])])?.percent).toBeNull();
  });

  it('rounds to one decimal and can be negative', () => {
    expect(improvementOf([agg('ib', 'Technical', [30, 20])])?.percent).toBe(-33.3);
  });
});

describe('entries per industry', () => {
  const aggregates = [agg('ib', 'Technical', [40]), agg('pe', 'Case Study', [20, 30])];

  it('computes the all-industries entry and one per specialization answered', () => {
    const scopes = entriesForUser(user('a'), aggregates).map(({ scope, entry }) => [scope, entry.score]);
    // all: (0.5·40 + 0.3·25) / 0.8 = 34.375 → 68.75 → 68.8
    expect(scopes).toEqual([['all', 68.8], ['ib', 80], ['pe', 50]]);
  });

  it('has 7 industry options: All Industries and the six', () => {
    expect(INDUSTRY_OPTIONS.map((o) => o.label)).toEqual([
      'All Industries', 'Investment Banking', 'Private Equity', 'Venture Capital', 'Consulting', 'Corporate Finance', 'Audit',
    ]);
  });

  it('reads the industry parameter by id, name or URL name', () => {
    expect(['', 'all', 'All Industries', 'pe', 'Private Equity', 'private-equity', 'nope'].map(parseScope)).toEqual(['all', 'all', 'all', 'pe', 'pe', 'pe', undefined]);
  });
});

const entry = (userId: string, score: number, xp: number, reachedDay: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  userId,
  name: `Name ${userId}`,
  university: 'Bocconi',
  xp,
  score,
  currentScore: 80,
  improvement: null,
  attempts: 2,
  reachedAt: day(reachedDay),
  ...extra,
});

describe('ranking', () => {
  it('breaks ties by XP, then by who reached the score first, then by id', () => {
    const entries = [entry('d', 70, 100, 3), entry('c', 70, 100, 3), entry('b', 70, 100, 1), entry('a', 70, 200, 9), entry('e', 90, 0, 9)];
    expect([...entries].sort(compareTopScorers).map((e) => e.userId)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('lists the top 10 with ranks 1–10', () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(`u${String(i).padStart(2, '0')}`, 50 + i, 0, 1));
    const ranked = rankLeaderboard(entries, 'top');
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toMatchObject({ userId: 'u11', rank: 1 });
    expect(ranked[9]).toMatchObject({ userId: 'u02', rank: 10 });
  });

  it('keeps real ranks in a search, by name or university, case-insensitive', () => {
    const entries = [entry('a', 90, 0, 1, { name: 'Ada Byron' }), entry('b', 80, 0, 1, { name: 'Ben Lee', university: 'Oxford' }), entry('c', 70, 0, 1, { name: 'Cara Ng' })];
    expect(rankLeaderboard(entries, 'top', 'oxf').map((e) => [e.userId, e.rank])).toEqual([['b', 2]]);
    expect(rankLeaderboard(entries, 'top', 'NG').map((e) => [e.userId, e.rank])).toEqual([['c', 3]]);
    expect(rankLeaderboard(entries, 'top', 'zzz')).toEqual([]);
  });

  it('lists in Most Improved only those who improved, the most first, then by current score', () => {
    const entries = [
      entry('a', 60, 0, 1, { improvement: 50, currentScore: 60 }),
      entry('b', 60, 0, 1, { improvement: 50, currentScore: 90 }),
      entry('c', 60, 0, 1, { improvement: 120 }),
      entry('d', 60, 0, 1, { improvement: -10 }),
      entry('e', 60, 0, 1, { improvement: null }),
    ];
    expect(rankLeaderboard(entries, 'improved').map((e) => e.userId)).toEqual(['c', 'b', 'a']);
  });
});

describe('search', () => {
  it('matches a substring of the name or university, ignoring case and spaces around it', () => {
    expect(matchesSearch({ name: 'Ada Byron', university: 'King’s College' }, '  byr ')).toBe(true);
    expect(matchesSearch({ name: 'Ada Byron', university: 'King’s College' }, 'college')).toBe(true);
    expect(matchesSearch({ name: 'Ada Byron', university: '' }, 'oxford')).toBe(false);
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(likePattern(' 100%_a\\ ')).toBe('%100\\%\\_a\\\\%');
  });
});
