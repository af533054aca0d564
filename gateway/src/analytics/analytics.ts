// The analytics component assembled; app.ts mounts `routes` under /api.
import type { Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import { CHALLENGE_BANK } from '../challenges/challenge-bank';
import { createChallengeAttemptRepo } from '../challenges/repo';
import type { Database } from '../db/connection';
import type { LeaderboardService } from '../leaderboard/service';
import { createAnalyticsRepo } from './repo';
import { analyticsRoutes } from './routes';
import { createAnalyticsService } from './service';

export function createAnalytics(db: Database, auth: AuthMiddleware, leaderboard: LeaderboardService): { routes: Router } {
  const service = createAnalyticsService({
    db,
    repo: createAnalyticsRepo(db),
    attempts: createChallengeAttemptRepo(db),
    leaderboard,
    challenges: CHALLENGE_BANK.all,
  });
  return { routes: analyticsRoutes(service, auth) };
}
