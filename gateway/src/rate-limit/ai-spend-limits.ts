// Limits on what spends AI calls beyond answer evaluations: creating a prep (four calls) and starting a
// mock interview (open to visitors). Counted per client IP and per signed-in account; they run after
// the auth middleware that sets `req.user`, and before the body is acted on.
import type { RequestHandler } from 'express';
import { optionalUserOf } from '../auth/middleware';
import type { RateLimitedAction, RateLimiters } from './rate-limits';

export const PREP_LIMIT_MESSAGE = 'You have started too many preps in a short time. Please wait an hour and try again.';
export const MOCK_INTERVIEW_LIMIT_MESSAGE = 'You have started too many mock interviews in a short time. Please wait an hour and try again.';

function spendLimit(limiters: RateLimiters, action: RateLimitedAction, message: string): RequestHandler[] {
  return limiters.limit(action, {
    emailOf: (req) => optionalUserOf(req)?.email,
    onLimit: (_req, res) => {
      res.status(429).json({ error: { code: 'rate_limited', message } });
    },
  });
}

export const prepCreateLimit = (limiters: RateLimiters) => spendLimit(limiters, 'prep', PREP_LIMIT_MESSAGE);

export const mockInterviewStartLimit = (limiters: RateLimiters) => spendLimit(limiters, 'mockInterview', MOCK_INTERVIEW_LIMIT_MESSAGE);
