// The community site's forms — contact (spec 02 §5, §7.4) and waitlist (§2.14) — with their limits and
// the texts a visitor reads, shared by the browser form and the gateway's schema.
import { z } from 'zod';

export const CONTACT_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const;

export const FORM_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
} as const;

/** "Name must be at most 200 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

const emailAddress = z.email();

/** True for an address the gateway accepts. */
export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value.trim()).success;
}

export const CONTACT_TOASTS = {
  sent: { title: 'Message Sent', description: "Thanks for reaching out. We'll get back to you soon." },
  failed: { title: 'Sending Failed', description: "We couldn't send your message. Please try again later." },
} as const;

export const WAITLIST_MESSAGES = {
  subscribed: { title: 'Thank you for subscribing!', description: "We'll notify you when our MVP is ready." },
  failed: { title: 'Subscription Failed', description: "We couldn't process your subscription. Please try again later." },
} as const;
