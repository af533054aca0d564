// What the company portal's and the candidate's chat endpoints accept, with the spec's messages.
import { z } from 'zod';
import { HttpError } from '../http/http-error';

export const COMPANY_MESSAGES = {
  invalidDomain: 'Please use your company email address',
  scheduleNeedsBoth: 'Please select both a date and time for the interview.',
  emptyMessage: 'Please write a message.',
} as const;

export const MESSAGE_MAX = 2000;

/** §2.12: the line both sides read when an interview is scheduled. */
export const interviewMessage = (date: string, time: string) => `Interview scheduled for ${date} at ${time}`;

export const emailCheckSchema = z.object({ email: z.email({ message: 'Please enter a valid email address' }).max(254) });

export const messageSchema = z.object({
  body: z
    .string({ message: COMPANY_MESSAGES.emptyMessage })
    .trim()
    .min(1, COMPANY_MESSAGES.emptyMessage)
    .max(MESSAGE_MAX, `A message is at most ${MESSAGE_MAX} characters`),
});

const both = { message: COMPANY_MESSAGES.scheduleNeedsBoth };

export const interviewSlotSchema = z.object({
  date: z.iso.date(both),
  time: z.string(both).regex(/^([01]\d|2[0-3]):[0-5]\d$/, both.message),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

const uuid = z.uuid();

/** A path id; anything but a UUID names nothing, so it answers 404 like an unknown one. */
export function pathId(value: unknown, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'not_found', `${what} not found.`);
  return parsed.data;
}
