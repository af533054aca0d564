// What the contact and company-access forms send: POST /api/contact. The messages are shown to the user.
import { z } from 'zod';
import { CONTACT_LIMITS, FORM_MESSAGES, tooLongMessage } from '@bullpen/shared/domain';
import { CONTACT_FORM_TYPES } from '../db/schema';

/** "Please enter …" when the field is missing, "… must be text" when it is of another type. */
function text(label: string, missing = `Please enter your ${label.toLowerCase()}`) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) }).trim();
}

/** A required e-mail address, trimmed and lower-cased where it is used as a key. */
export const emailAddress = text('Email', FORM_MESSAGES.emailRequired)
  .min(1, FORM_MESSAGES.emailRequired)
  .max(CONTACT_LIMITS.email, tooLongMessage('Email', CONTACT_LIMITS.email))
  .pipe(z.email(FORM_MESSAGES.emailInvalid));

export const contactRequestSchema = z.object(
  {
    name: text('Name', FORM_MESSAGES.nameRequired)
      .min(1, FORM_MESSAGES.nameRequired)
      .max(CONTACT_LIMITS.name, tooLongMessage('Name', CONTACT_LIMITS.name)),
    email: emailAddress,
    company: text('Company')
      .max(CONTACT_LIMITS.company, tooLongMessage('Company', CONTACT_LIMITS.company))
      .nullish()
      .transform((company) => company || null),
    message: text('Message', FORM_MESSAGES.messageRequired)
      .min(1, FORM_MESSAGES.messageRequired)
      .max(CONTACT_LIMITS.message, tooLongMessage('Message', CONTACT_LIMITS.message)),
    formType: z.enum(CONTACT_FORM_TYPES, { error: 'Form type must be contact or company_access' }).default('contact'),
  },
  { error: 'Send the form as a JSON object' },
);

export type ContactRequest = z.output<typeof contactRequestSchema>;
