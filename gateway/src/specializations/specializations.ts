// The specializations component assembled: the list every area reads and "Add New Specialization".
// app.ts mounts `routes` under /api.
import type { Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import type { Database } from '../db/connection';
import { createSpecializationRepo } from './repo';
import { specializationRoutes } from './routes';
import { createSpecializationService } from './service';

export function createSpecializations(db: Database, auth: Pick<AuthMiddleware, 'requireRole'>): { routes: Router } {
  return { routes: specializationRoutes(createSpecializationService(createSpecializationRepo(db)), auth.requireRole('admin')) };
}
