// HTTP face of the leaderboard, mounted under /api: GET /leaderboard?industry=&q=&tab=top|improved.
// Public (spec: the leaderboard is a public route); only people who opted in are listed.
import express, { type Router } from 'express';
import { z } from 'zod';
import { LEADERBOARD_TABS, parseScope } from '@bullpen/shared/domain';
import { optionalUserOf, type AuthMiddleware } from '../auth/middleware';
import type { LeaderboardService } from './service';

const querySchema = z.object({
  industry: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const scope = parseScope(value);
      if (scope) return scope;
      ctx.addIssue({ code: 'custom', message: 'Unknown industry; choose all or one of ib, pe, vc, consulting, cf, audit' });
      return z.NEVER;
    }),
  q: z.string().max(100, 'Search at most 100 characters').optional().default(''),
  tab: z.enum(LEADERBOARD_TABS, { error: 'tab must be top or improved' }).optional().default('top'),
});

export function leaderboardRoutes(service: LeaderboardService, auth: AuthMiddleware): Router {
  const router = express.Router();
  router.get('/leaderboard', auth.optionalUser, async (req, res) => {
    const { industry, q, tab } = querySchema.parse(req.query);
    res.json(await service.read({ scope: industry, tab, query: q, viewerId: optionalUserOf(req)?.id }));
  });
  return router;
}
