// A one-level challenge for tests of the challenge rules and of run scoring: two multiple-choice
// questions and one scenario with its sample answers. Never part of a browser build.
import type { ChallengeLevel } from '../domain/challenges';

/** The scenario's strong answer. */
export const STRONG =
  'Enterprise value is equity value plus debt minus cash: 800 + 300 − 100 = 1,000, the value of the whole business to all capital providers.';
export const TEST_LEVEL: ChallengeLevel = {
  level: 1,
  timeLimit: 300,
  xpReward: 130,
  questions: [
    { id: 'q1', type: 'multiple-choice', prompt: 'What is 2 + 2 in this test?', options: ['3', '4', '5'], correctAnswer: 1, explanation: 'Two plus two is four.' },
    { id: 'q2', type: 'multiple-choice', prompt: 'What is 3 + 3 in this test?', options: ['6', '7'], correctAnswer: 0, explanation: 'Three plus three is six.' },
    {
      id: 'q3',
      type: 'scenario',
      prompt: 'A company has equity value of 800, debt of 300 and cash of 100. What is its enterprise value and why?',
      keyConcepts: ['equity value plus debt', 'minus cash', 'enterprise value of 1,000'],
      sampleAnswers: {
        strong: STRONG,
        medium: 'You add the debt and take away the cash, so about 1,000.',
        weak: 'It is 800.',
      },
    },
  ],
};
