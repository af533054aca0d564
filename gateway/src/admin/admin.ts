// The admin component: finding users and granting roles, and the portal's screens (admin-portal.ts),
// every route for admins only.
import express, { type Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import { rolesFrom } from '../auth/roles';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createAdminPortal } from './admin-portal';
import { createAdminRepo } from './repo';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

export function createAdmin({ db, config, auth }: { db: Database; config: Pick<Config, 'auth'>; auth: AuthMiddleware }): { routes: Router } {
  const service = createAdminService(createAdminRepo(db), (facts) => rolesFrom(facts, config.auth));
  const requireAdmin = auth.requireRole('admin');
  const routes = express.Router().use(adminRoutes(service, requireAdmin)).use(createAdminPortal(db, config, requireAdmin).routes);
  return { routes };
}
