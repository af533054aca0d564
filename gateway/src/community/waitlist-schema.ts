// What the demo page's waitlist form sends: POST /api/waitlist.
import { z } from 'zod';
import { emailAddress } from './contact-schema';

export const waitlistRequestSchema = z.object(
  { email: emailAddress.transform((email) => email.toLowerCase()) },
  { error: 'Send the form as a JSON object' },
);

export type WaitlistRequest = z.output<typeof waitlistRequestSchema>;
