// HTTP face of interview-session answers, mounted under /api; signed-in users only, each seeing their own.
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { answerSchema, rejectBlankAnswer, interviewTypeSchema, specializationSchema } from '../practice-params';
import type { Viewer } from '../practice-xp';
import type { InterviewResponseService } from './service';

export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

const submitSchema = z.object(
  {
    questionId: z.string({ error: 'Choose a question' }).min(1, 'Choose a question').max(100),
    specialization: specializationSchema,
    interviewType: interviewTypeSchema,
    answer: answerSchema,
    /** The browser's id of the interview session (a UUID made when it starts). */
    sessionId: z.uuid({ error: 'sessionId must be a UUID' }).optional(),
  },
  { error: 'Send a JSON object' },
);

const listQuerySchema = z.object({
  specialization: specializationSchema.optional(),
  type: interviewTypeSchema.optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface InterviewResponseRouteDeps {
  optionalUser: RequestHandler;
  evaluationLimit: RequestHandler;
  viewerOf(req: Request): Viewer | undefined;
}

export function interviewResponseRoutes(service: InterviewResponseService<unknown>, deps: InterviewResponseRouteDeps): Router {
  const router = express.Router();
  const { optionalUser, evaluationLimit, viewerOf } = deps;

  /** The spec's wording for a missing user (§6, §8), whatever the token problem was. */
  const signedIn = (req: Request): Viewer => {
    const viewer = viewerOf(req);
    if (!viewer) throw new HttpError(401, 'unauthorized', NOT_AUTHENTICATED_MESSAGE);
    return viewer;
  };

  router.post('/interview-responses', optionalUser, evaluationLimit, async (req, res) => {
    const viewer = signedIn(req);
    rejectBlankAnswer(req.body);
    const submitted = submitSchema.parse(req.body);
    res.status(201).json(await service.submit(viewer, submitted));
  });

  router.get('/interview-responses', optionalUser, async (req, res) => {
    const viewer = signedIn(req);
    const query = listQuerySchema.parse(req.query);
    res.json(await service.list(viewer, { specialization: query.specialization, interviewType: query.type }));
  });

  router.get('/interview-responses/:id', optionalUser, async (req, res) => {
    const viewer = signedIn(req);
    const id = req.params.id;
    if (typeof id !== 'string' || !UUID.test(id)) throw new HttpError(404, 'not_found', 'Response not found.');
    res.json(await service.get(viewer, id.toLowerCase()));
  });

  return router;
}
