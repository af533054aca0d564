// The limit on file uploads (avatar, CV, demo video): per signed-in account and per IP, checked before
// a byte of the file is read. Runs after the auth middleware that sets `req.user`.
import type { RequestHandler } from 'express';
import { optionalUserOf } from '../auth/middleware';
import type { RateLimiters } from './rate-limits';

export const UPLOAD_LIMIT_MESSAGE = 'You have uploaded too many files in a short time. Please wait a minute and try again.';

export function uploadRateLimit(limiters: RateLimiters): RequestHandler[] {
  return limiters.limit('upload', {
    emailOf: (req) => optionalUserOf(req)?.email,
    onLimit: (_req, res) => {
      // The file is not read: end the connection after the answer.
      res.set('Connection', 'close').status(429).json({ error: { code: 'rate_limited', message: UPLOAD_LIMIT_MESSAGE } });
    },
  });
}
