// Challenge rules (§2.7, §9): XP, game numbers, level rules.
import {
  awardedChallengeXp,
  challengeForGame,
  challengeRuleProblems,
  challengeXp,
  completionMessage,
  generatedTimeLimit,
  generatedXpReward,
  timeLimitOf,
  toPublicChallenge,
  type Challenge,
} from './challenges';
import { TEST_LEVEL as level } from '../testing/challenge-fixture';

describe('XP', () => {
  it("is the level's reward times the score, rounded", () => {
    expect(challengeXp(130, 60)).toBe(78);
    expect(challengeXp(130, 67)).toBe(87); // 87.1
    expect(challengeXp(250, 100)).toBe(250);
    expect(challengeXp(150, 0)).toBe(0);
  });

  it('awards a retake only the XP above the best earlier run on the level', () => {
    expect(awardedChallengeXp(78, 0)).toBe(78);
    expect(awardedChallengeXp(100, 78)).toBe(22);
    expect(awardedChallengeXp(50, 78)).toBe(0);
  });

  it('states the completion message of §8', () => {
    expect(completionMessage(80, 104)).toBe('Challenge Complete! You scored 80% and earned 104 XP.');
  });
});

describe('§9 level rules', () => {
  it('gives generated level n 300 + 30n seconds and 100 + 30n XP', () => {
    expect([1, 2, 3, 4, 5].map(generatedTimeLimit)).toEqual([330, 360, 390, 420, 450]);
    expect([1, 2, 3, 4, 5].map(generatedXpReward)).toEqual([130, 160, 190, 220, 250]);
  });

  it('defaults a level without a time limit to 300 s', () => {
    expect(timeLimitOf({})).toBe(300);
    expect(timeLimitOf({ timeLimit: 360 })).toBe(360);
  });

  const base: Challenge = {
    id: 'ib-test-challenge',
    specialization: 'ib',
    origin: 'hand-written',
    title: 'Test',
    description: 'A challenge for the test.',
    skill: 'technical',
    difficulty: 'intermediate',
    levels: [{ ...level, timeLimit: 450, xpReward: 200 }],
  };

  it('holds hand-written levels to 300–400 s and 100–150 XP', () => {
    expect(challengeRuleProblems(base)).toEqual([
      'ib-test-challenge level 1: time limit must be 300–400 s',
      'ib-test-challenge level 1: XP reward must be 100–150',
    ]);
  });

  it('holds generated challenges to 5 levels of 2 multiple-choice, 2 scenario and 1 reflection question', () => {
    const problems = challengeRuleProblems({ ...base, origin: 'generated', levels: [{ ...level, timeLimit: 330, xpReward: 130 }] });
    expect(problems).toContain('ib-test-challenge: a generated challenge has 5 levels');
    expect(problems).toContain('ib-test-challenge level 1: needs 2 scenario questions, has 1');
    expect(problems).toContain('ib-test-challenge level 1: needs 1 reflection questions, has 0');
  });

  it('shows the browser no answer key', () => {
    const json = JSON.stringify(toPublicChallenge({ ...base, levels: [{ ...level, timeLimit: 300, xpReward: 100 }] }));
    expect(json).not.toMatch(/correctAnswer|sampleAnswers|keyConcepts|explanation/);
  });
});

describe('challengeForGame', () => {
  const three = ['first', 'second', 'third', 'fourth'];
  it('maps games 1–6 onto the first three challenges in turn', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => challengeForGame(three, n))).toEqual(['first', 'second', 'third', 'first', 'second', 'third']);
  });

  it('wraps over fewer challenges, and finds none outside 1–6 or without challenges', () => {
    expect([1, 2, 3].map((n) => challengeForGame(['a', 'b'], n))).toEqual(['a', 'b', 'a']);
    expect(challengeForGame(three, 0)).toBeUndefined();
    expect(challengeForGame(three, 7)).toBeUndefined();
    expect(challengeForGame([], 1)).toBeUndefined();
  });
});
