// How the practice API reads a specialization and an interview type: by id, name or URL name
// ('ib', 'Investment Banking', 'investment-banking'), and 'CaseStudy' as 'Case Study'.
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { findSpecialization, INTERVIEW_TYPES, type InterviewType, type SpecializationId } from '@bullpen/shared/domain';

const SPECIALIZATION_CHOICES = 'ib, pe, vc, consulting, cf, audit (or their names)';

export function parseSpecialization(input: string): SpecializationId | undefined {
  const found = findSpecialization(input) ?? findSpecialization(input.trim().replace(/[\s_]+/g, '-'));
  return found?.id;
}

/** Letters only, lower case: 'Case Study', 'CaseStudy', 'case-study' and 'case_study' are one key. */
const typeKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const TYPE_BY_KEY = new Map(INTERVIEW_TYPES.map((type) => [typeKey(type), type]));

export function parseInterviewType(input: string): InterviewType | undefined {
  return TYPE_BY_KEY.get(typeKey(input));
}

export const specializationSchema = z
  .string({ error: 'Choose a specialization' })
  .transform((value, ctx) => {
    const id = parseSpecialization(value);
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: `Unknown specialization; choose one of ${SPECIALIZATION_CHOICES}` });
    return z.NEVER;
  });

export const interviewTypeSchema = z
  .string({ error: 'Choose an interview type' })
  .transform((value, ctx) => {
    const type = parseInterviewType(value);
    if (type) return type;
    ctx.addIssue({ code: 'custom', message: `Unknown interview type; choose one of ${INTERVIEW_TYPES.join(', ')}` });
    return z.NEVER;
  });

/** An answer as typed: required, not blank, bounded. */
export const EMPTY_ANSWER_MESSAGE = 'Please provide an answer before submitting.';
export const MAX_ANSWER_LENGTH = 10_000;

export const answerSchema = z
  .string({ error: EMPTY_ANSWER_MESSAGE })
  .refine((answer) => answer.trim().length > 0, EMPTY_ANSWER_MESSAGE)
  .refine((answer) => answer.length <= MAX_ANSWER_LENGTH, `An answer must be at most ${MAX_ANSWER_LENGTH} characters`);

/** A missing or blank answer is refused with the spec's own words (§5), not a field-prefixed message. */
export function rejectBlankAnswer(body: unknown): void {
  const answer = typeof body === 'object' && body !== null ? (body as { answer?: unknown }).answer : undefined;
  if (answer === undefined || answer === null || (typeof answer === 'string' && !answer.trim())) {
    throw new HttpError(400, 'empty_answer', EMPTY_ANSWER_MESSAGE, { answer: EMPTY_ANSWER_MESSAGE });
  }
}
