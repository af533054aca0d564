// "Add New Specialization" (admin portal, spec 02 §2.13): what an admin types, checked with the same
// schema in the form and on the server, and the id made from the name.
import { z } from 'zod';

export const ADDED_SPECIALIZATION_NAME_MAX = 60;
export const ADDED_SPECIALIZATION_DESCRIPTION_MAX = 280;

export const ADDED_SPECIALIZATION_MESSAGES = {
  nameMissing: 'Please enter the specialization’s name',
  nameTooLong: `A name is at most ${ADDED_SPECIALIZATION_NAME_MAX} characters`,
  nameLetters: 'A name needs at least two letters',
  descriptionTooLong: `A description is at most ${ADDED_SPECIALIZATION_DESCRIPTION_MAX} characters`,
  exists: 'A specialization with this name already exists.',
} as const;

const M = ADDED_SPECIALIZATION_MESSAGES;

export const addedSpecializationSchema = z.object({
  name: z
    .string({ error: M.nameMissing })
    .trim()
    .min(1, M.nameMissing)
    .max(ADDED_SPECIALIZATION_NAME_MAX, M.nameTooLong)
    .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, M.nameLetters),
  description: z.string({ error: 'description must be text' }).trim().max(ADDED_SPECIALIZATION_DESCRIPTION_MAX, M.descriptionTooLong).default(''),
});
export type AddedSpecializationInput = z.input<typeof addedSpecializationSchema>;

/** "Real Estate & REITs" → "real-estate-reits": the id in URLs and in the question bank. */
export function specializationIdFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ADDED_SPECIALIZATION_NAME_MAX)
    .replace(/-+$/, '');
}
