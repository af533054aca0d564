// The review component assembled: cards, due list, answers and summary under /api/review, and the
// test-only clock route. The service is also handed to practice, which reports missed concepts.
import type { Router } from 'express';
import express from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { awardPracticeXp } from '../practice/practice-xp-award';
import { createMovableClock, systemClock, type Clock, type MovableClock } from './clock';
import { createReviewRepo } from './repo';
import { reviewRoutes, reviewTestClockRoutes } from './routes';
import { createReviewService, type ReviewService } from './service';

export interface ReviewComponent {
  routes: Router;
  service: ReviewService;
  clock: Clock;
}

export function createReview(db: Database, config: Pick<Config, 'nodeEnv'>, auth: AuthMiddleware, clock: MovableClock = createMovableClock(systemClock)): ReviewComponent {
  const service = createReviewService({ repo: createReviewRepo(db), clock, award: awardPracticeXp });
  const routes = express.Router();
  routes.use(reviewTestClockRoutes(config.nodeEnv, clock));
  routes.use(reviewRoutes(service, auth.requireUser));
  return { routes, service, clock };
}
