// The challenges component assembled; app.ts mounts `routes` under /api.
import type { Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import type { Database } from '../db/connection';
import { CHALLENGE_BANK } from './challenge-bank';
import { createChallengeAttemptRepo } from './repo';
import { challengeRoutes } from './routes';
import { createRunTokens } from './run-tokens';
import { createChallengeService, type ChallengeService } from './service';

export interface ChallengesComponent {
  routes: Router;
  service: ChallengeService;
}

/** `key` signs the run tokens (the auth service's signing key). */
export function createChallenges(db: Database, auth: AuthMiddleware, key: Uint8Array): ChallengesComponent {
  const service = createChallengeService(db, CHALLENGE_BANK, createChallengeAttemptRepo(db), createRunTokens(key));
  return { routes: challengeRoutes(service, auth), service };
}
