// Drizzle definitions of the tables; the SQL in ./migrations creates them and is the source of truth.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CONTACT_FORM_TYPES = ['contact', 'company_access'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const contactSubmissions = pgTable('contact_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  formType: text('form_type', { enum: CONTACT_FORM_TYPES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
