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

export function adminRoutes(service: AdminService, requireAdmin: RequestHandler): Router {
  const router = express.Router();

  router.get('/admin/users', requireAdmin, async (req, res) => {
    const { query } = searchSchema.parse(req.query);
    res.json(await service.findUsers(query));
  });

  router.post('/admin/users/:id/roles', requireAdmin, async (req, res) => {
    const { id } = req.params;
    if (typeof id !== 'string' || !UUID.test(id)) throw new HttpError(404, 'not_found', 'User not found.');
    const { role, granted } = roleChangeSchema.parse(req.body);
    res.json(await service.setRole(userOf(req).id, id.toLowerCase(), role, granted));
  });

  return router;
}
