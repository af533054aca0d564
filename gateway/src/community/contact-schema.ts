// What the contact and company-access forms send: POST /api/contact. The messages are shown to the user.
import { z } from 'zod';
import { CONTACT_FORM_TYPES } from '../db/schema';

/** "Please enter …" when the field is missing, "… must be text" when it is of another type. */
function text(label: string, missing = `Please enter your ${label.toLowerCase()}`) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) }).trim();
}

export const contactRequestSchema = z.object(
  {
    name: text('Name', 'Please enter your name')
      .min(1, 'Please enter your name')
      .max(200, 'Name must be at most 200 characters'),
    email: text('Email', 'Please enter your email address')
      .max(254, 'Email must be at most 254 characters')
      .pipe(z.email('Please enter a valid email address')),
    company: text('Company')
      .max(200, 'Company must be at most 200 characters')
      .nullish()
      .transform((company) => company || null),
    message: text('Message', 'Please enter a message')
      .min(1, 'Please enter a message')
      .max(5000, 'Message must be at most 5000 characters'),
    formType: z.enum(CONTACT_FORM_TYPES, { error: 'Form type must be contact or company_access' }).default('contact'),
  },
  { error: 'Send the form as a JSON object' },
);

export type ContactRequest = z.output<typeof contactRequestSchema>;
