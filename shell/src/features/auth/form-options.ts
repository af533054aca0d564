// Choices offered by the account forms.
import { SPECIALIZATIONS, type SelectOption } from '@bullpen/shared';

/** The six sign-up values (spec 01 §1), shown by name. */
export const SPECIALIZATION_OPTIONS: SelectOption[] = SPECIALIZATIONS.map((s) => ({ value: s.slug, label: s.name }));

/** Experience levels (spec 01 §3: free text such as Student, Entry Level, Mid-Career). */
export const EXPERIENCE_OPTIONS: SelectOption[] = ['Student', 'Entry Level', 'Mid-Career', 'Senior'].map((level) => ({ value: level, label: level }));
