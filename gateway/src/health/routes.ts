// GET /healthz for load balancers and orchestrators: up, and able to reach the database.
import express, { type Router } from 'express';

export function healthRoutes(pingDatabase: () => Promise<unknown>): Router {
  const router = express.Router();
  router.get('/healthz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await pingDatabase();
      res.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      req.log.warn({ err: error }, 'health check: database unavailable');
      res.status(503).json({ status: 'degraded', db: 'unavailable' });
    }
  });
  return router;
}
