// HTTP face of the gate, mounted under /api: GET /gate, POST /gate {password}, GET /gate/verify (X-Gate-Token).
import express, { type Router } from 'express';
import { HttpError } from '../http/http-error';
import type { RateLimiters } from '../rate-limit/rate-limits';
import type { Gate } from './service';

export const GATE_TOKEN_HEADER = 'X-Gate-Token';

export function gateRoutes(gate: Gate, limiters: RateLimiters): Router {
  const router = express.Router();
  const limitAttempts = limiters.limit('gate', {
    onLimit: (_req, res) => {
      res.status(429).json({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute before trying again.' } });
    },
  });

  router.get('/gate', (_req, res) => {
    res.json({ enabled: gate.enabled });
  });

  router.post('/gate', ...limitAttempts, async (req, res) => {
    if (!gate.enabled) throw new HttpError(404, 'gate_disabled', 'The password gate is not enabled.');
    const token = await gate.unlock((req.body as { password?: unknown } | undefined)?.password);
    if (!token) throw new HttpError(401, 'incorrect_password', 'Incorrect password');
    res.json({ token });
  });

  router.get('/gate/verify', async (req, res) => {
    if (!(await gate.verify(req.get(GATE_TOKEN_HEADER)))) {
      throw new HttpError(401, 'invalid_gate_token', 'Please enter the password to access this page');
    }
    res.json({ valid: true });
  });

  return router;
}
