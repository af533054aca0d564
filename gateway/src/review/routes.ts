// HTTP face of spaced review, mounted under /api; signed-in users only, each seeing their own cards.
// The test clock route moves the review clock for the end-to-end journey and exists only when
// NODE_ENV=test: any other environment answers it 404, as for a route that is not there.
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { NodeEnv } from '../config';
import { HttpError } from '../http/http-error';
import { userOf } from '../auth/middleware';
import { answerSchema, rejectBlankAnswer } from '../practice/practice-params';
import type { MovableClock } from './clock';
import type { ReviewService } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answerBodySchema = z.object({ answer: answerSchema }, { error: 'Send a JSON object' });
const moveClockSchema = z.object(
  { days: z.number({ error: 'days must be a number' }).int('days must be a whole number').min(1).max(365) },
  { error: 'Send a JSON object' },
);

export function reviewRoutes(service: ReviewService, requireUser: RequestHandler): Router {
  const router = express.Router();

  router.get('/review/due', requireUser, async (req, res) => {
    res.json(await service.due(userOf(req).id));
  });

  router.get('/review/summary', requireUser, async (req, res) => {
    res.json(await service.summary(userOf(req).id));
  });

  router.post('/review/cards/:id/answers', requireUser, async (req, res) => {
    const user = userOf(req);
    const id = req.params.id;
    if (typeof id !== 'string' || !UUID.test(id)) throw new HttpError(404, 'not_found', 'Review card not found.');
    rejectBlankAnswer(req.body);
    const { answer } = answerBodySchema.parse(req.body);
    res.status(201).json(await service.answer({ id: user.id, premium: user.roles.premium }, id.toLowerCase(), answer));
  });

  return router;
}

/** POST /api/review/test-clock { days }: only under NODE_ENV=test; elsewhere 404. */
export function reviewTestClockRoutes(nodeEnv: NodeEnv, clock: MovableClock): Router {
  const router = express.Router();
  router.post('/review/test-clock', (req, res) => {
    if (nodeEnv !== 'test') throw new HttpError(404, 'not_found', 'Not found.');
    const { days } = moveClockSchema.parse(req.body);
    res.json({ now: clock.moveBy(days).toISOString() });
  });
  return router;
}
