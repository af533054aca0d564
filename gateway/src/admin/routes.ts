// HTTP face of the admin's account tools, mounted under /api; admins only.
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { userOf } from '../auth/middleware';
import { USER_ROLES } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { AdminService } from './service';

const roleChangeSchema = z.object(
  {
    role: z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` }),
    granted: z.boolean({ error: 'granted must be true or false' }),
  },
  { error: 'Send a JSON object' },
);

const searchSchema = z.object({
  query: z.string({ error: 'query must be text' }).max(200, 'query must be at most 200 characters').default(''),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's user id; anything but a UUID names nobody. */
function userIdOf(id: unknown): string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new HttpError(404, 'not_found', 'User not found.');
  return id.toLowerCase();
}

export function adminRoutes(service: AdminService, requireAdmin: RequestHandler): Router {
  const router = express.Router();

  router.get('/admin/users', requireAdmin, async (req, res) => {
    const { query } = searchSchema.parse(req.query);
    res.json(await service.findUsers(query));
  });

  router.get('/admin/users/:id', requireAdmin, async (req, res) => {
    res.json(await service.user(userIdOf(req.params.id)));
  });

  router.post('/admin/users/:id/roles', requireAdmin, async (req, res) => {
    const { role, granted } = roleChangeSchema.parse(req.body);
    res.json(await service.setRole(userOf(req).id, userIdOf(req.params.id), role, granted));
  });

  return router;
}
