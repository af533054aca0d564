// The limits of the public forms that mail the address they are given (contact, waitlist): per client
// IP and per recipient address, checked after the body is read and before anything is stored or sent.
import type { RequestHandler } from 'express';
import type { RateLimiters } from '../rate-limit/rate-limits';

export const FORM_LIMIT_MESSAGE = 'Too many messages have been sent from here or to this address. Please wait a few minutes and try again.';

export function formRateLimit(limiters: RateLimiters, form: 'contact' | 'waitlist'): RequestHandler[] {
  return limiters.limit(form, {
    emailOf: (req) => (req.body as { email?: unknown } | undefined)?.email,
    onLimit: (_req, res) => {
      res.status(429).json({ error: { code: 'rate_limited', message: FORM_LIMIT_MESSAGE } });
    },
  });
}
