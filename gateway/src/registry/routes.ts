// GET /registry.json: the remotes the shell loads, with the routes they publish, always revalidated so a
// repointed remote shows at once.
import express, { type Router } from 'express';
import type { ServedRegistry } from './served-registry';

export function registryRoutes(currentRegistry: ServedRegistry): Router {
  const router = express.Router();
  router.get('/registry.json', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await currentRegistry());
  });
  return router;
}
