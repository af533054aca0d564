// What the prep endpoints accept; a ZodError becomes a 400 naming the field.
import { z } from 'zod';
import { PREP_SECTIONS } from '@bullpen/shared/domain';

const section = z.enum(PREP_SECTIONS, { error: 'Section must be technical, behavioral or case' });
const index = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(0, `${label} must be 0 or more`);

/** Behavioral and case answers always have round 0 (§3). */
const withRound = <T extends { section: (typeof PREP_SECTIONS)[number]; round: number }>(ref: T): T => ({
  ...ref,
  round: ref.section === 'technical' ? ref.round : 0,
});

export const answerRefSchema = z
  .object({ section, questionId: index('Question id'), round: index('Round').default(0) }, { error: 'Send a JSON object' })
  .transform(withRound);

export const saveAnswerSchema = z
  .object(
    {
      section,
      questionId: index('Question id'),
      round: index('Round').default(0),
      answer: z.string({ error: 'Answer must be text' }).max(10_000, 'Answer must be at most 10000 characters'),
    },
    { error: 'Send a JSON object' },
  )
  .transform(withRound);

export const submitSectionSchema = z
  .object({ section, round: index('Round').default(0) }, { error: 'Send a JSON object' })
  .transform(withRound);

const feedbackText = (label: string) =>
  z.string({ error: `${label} must be text` }).trim().max(5_000, `${label} must be at most 5000 characters`).default('');

export const feedbackSchema = z
  .object(
    {
      likes: feedbackText('Likes'),
      improvements: feedbackText('Improvements'),
      other_suggestions: feedbackText('Other suggestions'),
    },
    { error: 'Send a JSON object' },
  )
  .refine((f) => f.likes || f.improvements || f.other_suggestions, {
    message: 'Please share at least one thought before sending.',
    path: ['likes'],
  });

export const prepIdSchema = z.uuid();
