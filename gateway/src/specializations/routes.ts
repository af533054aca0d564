// HTTP face of the specialization list, mounted under /api: anyone reads it (practice shows it), an
// admin adds to it.
import express, { type RequestHandler, type Router } from 'express';
import { userOf } from '../auth/middleware';
import type { SpecializationService } from './service';

export function specializationRoutes(service: SpecializationService, requireAdmin: RequestHandler): Router {
  const router = express.Router();

  router.get('/specializations', async (_req, res) => {
    res.json({ specializations: await service.list() });
  });

  router.post('/admin/specializations', requireAdmin, async (req, res) => {
    res.status(201).json(await service.add(userOf(req).id, req.body));
  });

  return router;
}
