// GET /registry.json: the remotes the shell loads, always revalidated so a repointed remote shows at once.
import express, { type Router } from 'express';
import type { RegistrySource } from './registry-source';

export function registryRoutes(currentRegistry: RegistrySource): Router {
  const router = express.Router();
  router.get('/registry.json', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await currentRegistry());
  });
  return router;
}
