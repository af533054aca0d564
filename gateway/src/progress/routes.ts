// HTTP face of progress, mounted under /api: read-only for clients.
import express, { type Router } from 'express';
import type { UserProgress } from '@bullpen/shared/domain';
import type { AuthMiddleware } from '../auth/middleware';
import { userOf } from '../auth/middleware';
import type { Database } from '../db/connection';
import { getProgress } from './service';

/** Progress on the wire: snake_case like the table, with the level derived from XP. */
export function progressJson(progress: UserProgress) {
  return {
    xp: progress.xp,
    level: progress.level,
    level_name: progress.levelName,
    skill_points: progress.skillPoints,
    specialization_xp: progress.specializationXp,
    streak_days: progress.streakDays,
    last_active_date: progress.lastActiveDate,
    badges: progress.badges,
    completed_interviews: progress.completedInterviews,
  };
}

export function progressRoutes(db: Database, auth: AuthMiddleware): Router {
  const router = express.Router();
  router.get('/progress', auth.requireUser, async (req, res) => {
    res.json(progressJson(await getProgress(db, userOf(req).id)));
  });
  return router;
}
