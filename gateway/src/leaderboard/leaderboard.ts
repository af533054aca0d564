// The leaderboard component assembled; app.ts mounts `routes` under /api.
import type { Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import type { Database } from '../db/connection';
import { createLeaderboardRepo } from './repo';
import { leaderboardRoutes } from './routes';
import { createLeaderboardService, type LeaderboardService } from './service';

export { recordEvaluatedResponse, type EvaluatedResponse } from './record-evaluated-response';

export interface LeaderboardComponent {
  routes: Router;
  service: LeaderboardService;
}

export function createLeaderboard(db: Database, auth: AuthMiddleware): LeaderboardComponent {
  const service = createLeaderboardService(createLeaderboardRepo(db));
  return { routes: leaderboardRoutes(service, auth), service };
}
