// The challenges component assembled; app.ts mounts `routes` under /api.
import type { Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import type { Database } from '../db/connection';
import { CHALLENGE_BANK } from './challenge-bank';
import { createChallengeAttemptRepo } from './repo';
import { challengeRoutes } from './routes';
import { createChallengeService, type ChallengeService } from './service';

export interface ChallengesComponent {
  routes: Router;
  service: ChallengeService;
}

/** `clock` is the server's time, which runs are timed by (tests inject one). */
export function createChallenges(db: Database, auth: AuthMiddleware, clock?: () => Date): ChallengesComponent {
  const service = createChallengeService(db, CHALLENGE_BANK, createChallengeAttemptRepo(db), clock);
  return { routes: challengeRoutes(service, auth), service };
}
