// Per-user limit on answer evaluations (each may cost an AI call): counted per signed-in user, or
// per IP address for a visitor, across every evaluating endpoint that shares the returned middleware.
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { optionalUserOf } from '../auth/middleware';
import { HttpError } from '../http/http-error';

const WINDOW_MS = 60_000;

/**
 * Must run after the auth middleware that sets `req.user`. `store`: shared counters (Redis, so every
 * gateway instance counts together); undefined counts in memory.
 */
export function evaluationRateLimit(perMinute: number, store?: Store): RequestHandler {
  return rateLimit({
    store,
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
