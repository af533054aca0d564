// HTTP face of analytics, mounted under /api: GET /analytics/me for the signed-in user.
import express, { type Router } from 'express';
import { userOf, type AuthMiddleware } from '../auth/middleware';
import type { AnalyticsService } from './service';

export function analyticsRoutes(service: AnalyticsService, auth: AuthMiddleware): Router {
  const router = express.Router();
  router.get('/analytics/me', auth.requireUser, async (req, res) => {
    res.json(await service.dashboard(userOf(req).id));
  });
  return router;
}
