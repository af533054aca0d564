// What a user may change on their own profile (PATCH /api/profile), and which sign-up metadata the profile mirrors.
import { z } from 'zod';
import { SPECIALIZATIONS } from '@bullpen/shared/domain';

export const SPECIALIZATION_VALUES = SPECIALIZATIONS.map((s) => s.slug) as [string, ...string[]];

/** Optional text: trimmed, empty or null stored as null. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => value || null);
}

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const editableFields = {
  full_name: z
    .string({ error: 'Full name must be text' })
    .trim()
    .min(1, 'Please enter your full name')
    .max(120, 'Full name must be at most 120 characters'),
  affiliation: optionalText('University/company', 160),
  specialization: z
    .enum([...SPECIALIZATION_VALUES, ''], { error: `Specialization must be one of ${SPECIALIZATION_VALUES.join(', ')}` })
    .nullable()
    .transform((value) => value || null),
  experience_level: optionalText('Experience level', 60),
  leaderboard_opt_in: flag('Leaderboard opt-in'),
  recruiter_visible: flag('Recruiter visibility'),
};

/** Every field optional; any other field (email, has_premium, avatar_url, ...) is refused by name. */
export const profileUpdateSchema = z
  .looseObject(editableFields, { error: 'Send the profile changes as a JSON object' })
  .partial()
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in editableFields)) ctx.addIssue({ code: 'custom', path: [key], message: 'This field cannot be changed' });
    }
  });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The sign-up metadata the profile shows; values that would not pass PATCH are left out. */
const MIRRORED_FIELDS = ['full_name', 'affiliation', 'specialization'] as const;

export function profileFieldsFromMetadata(metadata: Record<string, unknown>): ProfileUpdate {
  const fields: Record<string, unknown> = {};
  for (const name of MIRRORED_FIELDS) {
    if (!(name in metadata)) continue;
    const parsed = editableFields[name].safeParse(metadata[name]);
    if (parsed.success) fields[name] = parsed.data;
  }
  return fields as ProfileUpdate;
}
