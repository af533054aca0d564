// HTTP face of skill challenges, mounted under /api: the challenges without their answer keys, the
// signed-in user's completions, opening a run (the server's clock starts), and ending it by finishing
// or cancelling (premium only; the server scores it and times it from its own start).
import express, { type Router } from 'express';
import { z } from 'zod';
import { CHALLENGE_MESSAGES, challengeAttemptSchema, challengeCancelSchema, type SpecializationId } from '@bullpen/shared/domain';
import { userOf, type AuthMiddleware } from '../auth/middleware';
import { specializationSchema } from '../practice/practice-params';
import type { ChallengeService } from './service';

const listQuerySchema = z.object({ specialization: specializationSchema.optional() });
const runParamsSchema = z.object({ id: z.string(), runId: z.uuid({ error: CHALLENGE_MESSAGES.runNotFound }) });
const runStartSchema = z.object({ level: z.number({ error: CHALLENGE_MESSAGES.invalidLevel }).int(CHALLENGE_MESSAGES.invalidLevel) }, { error: 'Send a JSON object' });

export function challengeRoutes(service: ChallengeService, auth: AuthMiddleware): Router {
  const router = express.Router();

  router.get('/challenges', (req, res) => {
    const { specialization } = listQuerySchema.parse(req.query);
    res.json({ challenges: service.list(specialization as SpecializationId | undefined) });
  });

  router.get('/challenges/completions', auth.requireUser, async (req, res) => {
    res.json({ completions: await service.completions(userOf(req).id) });
  });

  router.get('/challenges/:id', (req, res) => {
    res.json(service.get(req.params.id as string));
  });

  router.post('/challenges/:id/runs', auth.requireRole('premium'), async (req, res) => {
    const { level } = runStartSchema.parse(req.body ?? {});
    res.status(201).json(await service.startRun(userOf(req).id, req.params.id as string, level));
  });

  router.post('/challenges/:id/attempts', auth.requireRole('premium'), async (req, res) => {
    const input = challengeAttemptSchema.parse(req.body ?? {});
    res.status(201).json(await service.submit(userOf(req).id, req.params.id as string, input));
  });

  router.post('/challenges/:id/runs/:runId/cancel', auth.requireRole('premium'), async (req, res) => {
    const { id, runId } = runParamsSchema.parse(req.params);
    const input = challengeCancelSchema.parse(req.body ?? {});
    res.json(await service.cancel(userOf(req).id, id, runId, input));
  });

  return router;
}
