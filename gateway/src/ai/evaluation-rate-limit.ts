// Per-user limit on answer evaluations (each may cost an AI call): counted per signed-in user, or
// per IP address for a visitor, across every evaluating endpoint that shares the returned middleware.
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { optionalUserOf } from '../auth/middleware';
import { HttpError } from '../http/http-error';

const WINDOW_MS = 60_000;

/** Must run after the auth middleware that sets `req.user`. */
export function evaluationRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const userId = optionalUserOf(req)?.id;
      return userId ? `user:${userId}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
    },
    handler: (_req, _res, next) => {
      next(
        new HttpError(
          429,
          'rate_limited',
          `You have submitted more than ${perMinute} answers in a minute. Please wait a minute and try again.`,
        ),
      );
    },
  });
}
