// Skill challenges (spec §2.7, §3, §9): the schema of the challenge data, the rules of generated and
// hand-written levels and the mapping of skill-game numbers to challenges.
// Pure: the gateway re-scores every run with `scoreChallengeRun` (@bullpen/evaluator); the browser only shows the rules.
import { z } from 'zod';
import { sampleAnswersSchema } from './question';
import { SKILLS } from './progress';
import { SPECIALIZATION_IDS, type SpecializationId } from './specializations';

export const CHALLENGE_QUESTION_TYPES = ['multiple-choice', 'scenario', 'reflection'] as const;
export type ChallengeQuestionType = (typeof CHALLENGE_QUESTION_TYPES)[number];

/** §9: a level without a time limit gets 300 s. */
export const DEFAULT_TIME_LIMIT_SECONDS = 300;
/** §9: generated challenges have 5 levels of 2 multiple-choice, 2 scenario and 1 reflection question. */
export const GENERATED_LEVELS = 5;
export const GENERATED_LEVEL_MIX: Record<ChallengeQuestionType, number> = { 'multiple-choice': 2, scenario: 2, reflection: 1 };
/** §9 hand-written bounds. */
export const HAND_WRITTEN_TIME_LIMIT = { min: 300, max: 400 } as const;
export const HAND_WRITTEN_XP = { min: 100, max: 150 } as const;
/** An open answer scoring at least this (of 50) with the local evaluator counts as correct. */
export const OPEN_ANSWER_PASS_SCORE = 20;
/** §9: the wait shown as 'Evaluating...' before the result. */
export const EVALUATION_WAIT_MS = 1500;
/** Skill games 1–6 play the first three challenges of the chosen specialization. */
export const GAME_CHALLENGE_SLOTS = 3;

/** §9: generated level n has a time limit of 300 + 30·n seconds. */
export const generatedTimeLimit = (level: number) => 300 + 30 * level;
/** §9: generated level n rewards 100 + 30·n XP. */
export const generatedXpReward = (level: number) => 100 + 30 * level;

export const CHALLENGE_MESSAGES = {
  invalidLevel: 'Error: Invalid challenge level selected.',
  noQuestions: 'Error: No questions available for this challenge.',
  notFound: 'Assessment not found. Please try again.',
  canceled: 'Challenge canceled. You can try again later.',
  selectTitle: 'Please select an answer',
  selectDescription: 'You need to select an answer before proceeding.',
  noOptions: 'This question has no answer options: it is misconfigured. Skip it with Next Question.',
  runNotFound: 'This challenge run was not found. Start the challenge again.',
  runEnded: 'This challenge run has already ended. Start the challenge again to play another run.',
  timedOut: "Time's up! Your answers arrived after the time limit, so none of them counted.",
} as const;

/** How a run ended (§2.7): on the last answer, on Cancel, or when its time ran out. */
export const CHALLENGE_RUN_OUTCOMES = ['finished', 'cancelled', 'timed-out'] as const;
export type ChallengeRunOutcome = (typeof CHALLENGE_RUN_OUTCOMES)[number];

export const completionMessage = (score: number, xp: number) => `Challenge Complete! You scored ${score}% and earned ${xp} XP.`;

const choiceQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: z.literal('multiple-choice'),
    prompt: z.string().min(10),
    options: z.array(z.string().min(1)).min(2).max(6),
    /** Index of the one correct option. */
    correctAnswer: z.number().int().nonnegative(),
    explanation: z.string().min(10),
  })
  .refine((q) => q.correctAnswer < q.options.length, { message: 'correctAnswer must index an option', path: ['correctAnswer'] })
  .refine((q) => new Set(q.options.map((o) => o.trim().toLowerCase())).size === q.options.length, {
    message: 'options must differ, so that exactly one is correct',
    path: ['options'],
  });

const openQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: z.enum(['scenario', 'reflection']),
  prompt: z.string().min(10),
  keyConcepts: z.array(z.string().min(2)).min(3).max(7),
  sampleAnswers: sampleAnswersSchema,
  explanation: z.string().min(10).optional(),
});

export const challengeQuestionSchema = z.union([choiceQuestionSchema, openQuestionSchema]);

export const challengeLevelSchema = z.object({
  level: z.number().int().min(1),
  /** Seconds; DEFAULT_TIME_LIMIT_SECONDS when absent. */
  timeLimit: z.number().int().positive().optional(),
  xpReward: z.number().int().positive(),
  questions: z.array(challengeQuestionSchema),
});

const challengeFieldsSchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/),
  specialization: z.enum(SPECIALIZATION_IDS),
  origin: z.enum(['hand-written', 'generated']),
  title: z.string().min(3),
  description: z.string().min(10),
  skill: z.enum(SKILLS),
  difficulty: z.enum(['intermediate', 'advanced']),
  levels: z.array(challengeLevelSchema).min(1),
});

export const challengeSchema = challengeFieldsSchema.superRefine((challenge, ctx) => {
  for (const problem of challengeRuleProblems(challenge)) ctx.addIssue({ code: 'custom', message: problem });
});

export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;
export type ChoiceQuestion = Extract<ChallengeQuestion, { type: 'multiple-choice' }>;
export type OpenQuestion = Exclude<ChallengeQuestion, ChoiceQuestion>;
export type ChallengeLevel = z.infer<typeof challengeLevelSchema>;
export type Challenge = z.infer<typeof challengeSchema>;

type ChallengeDraft = z.infer<typeof challengeFieldsSchema>;

/** What the §9 rules say is wrong with a challenge (empty when it follows them). */
export function challengeRuleProblems(challenge: ChallengeDraft): string[] {
  const problems: string[] = [];
  const numbers = challenge.levels.map((l) => l.level);
  if (numbers.some((n, i) => n !== i + 1)) problems.push(`${challenge.id}: levels must be numbered 1, 2, 3… in order`);
  const ids = challenge.levels.flatMap((l) => l.questions.map((q) => q.id));
  if (new Set(ids).size !== ids.length) problems.push(`${challenge.id}: question ids must be unique`);
  if (challenge.origin === 'generated') {
    if (challenge.levels.length !== GENERATED_LEVELS) problems.push(`${challenge.id}: a generated challenge has ${GENERATED_LEVELS} levels`);
    for (const level of challenge.levels) {
      if (timeLimitOf(level) !== generatedTimeLimit(level.level)) problems.push(`${challenge.id} level ${level.level}: time limit must be ${generatedTimeLimit(level.level)} s`);
      if (level.xpReward !== generatedXpReward(level.level)) problems.push(`${challenge.id} level ${level.level}: XP reward must be ${generatedXpReward(level.level)}`);
      for (const type of CHALLENGE_QUESTION_TYPES) {
        const n = level.questions.filter((q) => q.type === type).length;
        if (n !== GENERATED_LEVEL_MIX[type]) problems.push(`${challenge.id} level ${level.level}: needs ${GENERATED_LEVEL_MIX[type]} ${type} questions, has ${n}`);
      }
    }
  } else {
    for (const level of challenge.levels) {
      const limit = timeLimitOf(level);
      if (limit < HAND_WRITTEN_TIME_LIMIT.min || limit > HAND_WRITTEN_TIME_LIMIT.max) problems.push(`${challenge.id} level ${level.level}: time limit must be 300–400 s`);
      if (level.xpReward < HAND_WRITTEN_XP.min || level.xpReward > HAND_WRITTEN_XP.max) problems.push(`${challenge.id} level ${level.level}: XP reward must be 100–150`);
    }
  }
  return problems;
}

export const timeLimitOf = (level: Pick<ChallengeLevel, 'timeLimit'>) => level.timeLimit ?? DEFAULT_TIME_LIMIT_SECONDS;

/** Parses challenge files; throws naming the challenge and the problem. */
export function parseChallenges(entries: unknown[]): Challenge[] {
  const challenges = entries.map((entry, index) => {
    const parsed = challengeSchema.safeParse(entry);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const id = (entry as { id?: unknown } | null)?.id;
    throw new Error(`Challenge ${typeof id === 'string' ? id : `#${index}`}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  });
  const ids = challenges.map((c) => c.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Challenge ${duplicate}: id is used twice`);
  return challenges;
}

// ---------------------------------------------------------------------------------------------
// What the browser sees, and what it sends back
// ---------------------------------------------------------------------------------------------

/** A question without its answer key. */
export type PublicChallengeQuestion = { id: string; type: ChallengeQuestionType; prompt: string; options?: string[] };

export interface PublicChallengeLevel {
  level: number;
  timeLimit: number;
  xpReward: number;
  questions: PublicChallengeQuestion[];
}

export interface PublicChallenge {
  id: string;
  specialization: SpecializationId;
  title: string;
  description: string;
  skill: Challenge['skill'];
  difficulty: Challenge['difficulty'];
  levels: PublicChallengeLevel[];
}

export function toPublicChallenge(challenge: Challenge): PublicChallenge {
  const { id, specialization, title, description, skill, difficulty } = challenge;
  return {
    id,
    specialization,
    title,
    description,
    skill,
    difficulty,
    levels: challenge.levels.map((level) => ({
      level: level.level,
      timeLimit: timeLimitOf(level),
      xpReward: level.xpReward,
      questions: level.questions.map((q) =>
        q.type === 'multiple-choice' ? { id: q.id, type: q.type, prompt: q.prompt, options: q.options } : { id: q.id, type: q.type, prompt: q.prompt },
      ),
    })),
  };
}

export const challengeAnswerSchema = z.object({
  questionId: z.string().min(1).max(100),
  /** Index of the chosen option (multiple choice). */
  choice: z.number().int().min(0).max(20).optional(),
  /** The written answer (scenario, reflection). */
  text: z.string().max(5000).optional(),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

export const challengeAttemptSchema = z.object({
  /** The run POST /challenges/:id/runs opened: the server times the attempt from its own start. */
  runId: z.uuid({ error: 'runId must be the id of a run the server started' }),
  /** The run's level: accepted for older browsers; the level the run was opened on counts. */
  level: z.number({ error: CHALLENGE_MESSAGES.invalidLevel }).int(CHALLENGE_MESSAGES.invalidLevel).optional(),
  answers: z.array(challengeAnswerSchema).max(50),
  /** When the browser began the run: accepted from older browsers, never read. */
  startedAt: z.iso.datetime({ offset: true, error: 'startedAt must be an ISO date-time' }).optional(),
  /** The user's local date, for the practice streak (taken only within a day of the server's). */
  today: z.iso.date({ error: 'today must be a date as YYYY-MM-DD' }).optional(),
});
export type ChallengeAttemptInput = z.infer<typeof challengeAttemptSchema>;

/** Cancel (§2.7): the answers given so far are scored; the run is named by the URL. */
export const challengeCancelSchema = challengeAttemptSchema.pick({ answers: true, today: true });
export type ChallengeCancelInput = z.infer<typeof challengeCancelSchema>;

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

export interface QuestionResult {
  questionId: string;
  type: ChallengeQuestionType;
  answered: boolean;
  correct: boolean;
  /** Multiple choice: the correct option. */
  correctAnswer?: number;
  /** Open questions: the evaluator's score out of 50. */
  evaluationScore?: number;
  explanation?: string;
  feedback?: string;
}

export interface ChallengeScore {
  correct: number;
  total: number;
  /** §9: percent of questions answered correctly, rounded. */
  score: number;
  results: QuestionResult[];
}

/** The level of a challenge, or undefined when it has no such level. */
export const findLevel = (challenge: Pick<Challenge, 'levels'>, level: number) => challenge.levels.find((l) => l.level === level);

/** XP of a run: the level's reward times the score, rounded (a 60% run of a 130 XP level earns 78). */
export const challengeXp = (xpReward: number, score: number) => Math.round((xpReward * score) / 100);

/**
 * XP actually awarded: a retake earns only what it adds above the best XP already earned on the same
 * level, so a level cannot be farmed. The first run earns its full XP.
 */
export const awardedChallengeXp = (runXp: number, bestEarlierXp: number) => Math.max(0, runXp - Math.max(0, bestEarlierXp));

export const XP_RULE_TEXT =
  "XP = the level's reward × your score (rounded). A retake earns only the XP above your best run on that level.";

// ---------------------------------------------------------------------------------------------
// Skill games → challenges
// ---------------------------------------------------------------------------------------------

/**
 * §2.7: game numbers 1–6 map onto the first three challenges of the specialization, in turn
 * (1 and 4 → the first, 2 and 5 → the second, 3 and 6 → the third). With fewer challenges the
 * mapping wraps over those there are. Undefined for a number outside 1–6 or no challenges.
 */
export function challengeForGame<T>(challenges: readonly T[], gameNumber: number): T | undefined {
  if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > 6 || challenges.length === 0) return undefined;
  const slots = Math.min(GAME_CHALLENGE_SLOTS, challenges.length);
  return challenges[(gameNumber - 1) % slots];
}
