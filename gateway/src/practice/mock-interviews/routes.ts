// HTTP face of mock interviews, mounted under /api; open to visitors (within the service's limits).
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { answerSchema, rejectBlankAnswer, specializationSchema } from '../practice-params';
import type { Viewer } from '../practice-xp';
import { MOCK_INTERVIEW_LENGTH } from './question-draw';
import type { MockInterviewService } from './service';

const startSchema = z.object({ specialization: specializationSchema }, { error: 'Send a JSON object' });

const answerBodySchema = z.object(
  {
    questionIndex: z
      .number({ error: 'questionIndex must be a number' })
      .int('questionIndex must be a whole number')
      .min(0, `questionIndex must be from 0 to ${MOCK_INTERVIEW_LENGTH - 1}`)
      .max(MOCK_INTERVIEW_LENGTH - 1, `questionIndex must be from 0 to ${MOCK_INTERVIEW_LENGTH - 1}`),
    answer: answerSchema,
  },
  { error: 'Send a JSON object' },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function interviewId(raw: string | string[] | undefined): string {
  if (typeof raw !== 'string' || !UUID.test(raw)) throw new HttpError(404, 'not_found', 'Interview not found.');
  return raw.toLowerCase();
}

export interface MockInterviewRouteDeps {
  /** Sets req.user when a valid token is sent; never refuses. */
  optionalUser: RequestHandler;
  /** Limits evaluations per user or IP; runs after optionalUser. */
  evaluationLimit: RequestHandler;
  viewerOf(req: express.Request): Viewer | undefined;
  /** Limits starting interviews per account and IP (visitors too); runs after optionalUser. */
  startLimit: RequestHandler[];
}

export function mockInterviewRoutes(service: MockInterviewService<unknown>, deps: MockInterviewRouteDeps): Router {
  const router = express.Router();
  const { optionalUser, evaluationLimit, viewerOf, startLimit } = deps;

  router.post('/mock-interviews', optionalUser, ...startLimit, async (req, res) => {
    const { specialization } = startSchema.parse(req.body);
    res.status(201).json(await service.start(viewerOf(req), specialization));
  });

  router.post('/mock-interviews/:id/answers', optionalUser, evaluationLimit, async (req, res) => {
    const id = interviewId(req.params.id);
    rejectBlankAnswer(req.body);
    const { questionIndex, answer } = answerBodySchema.parse(req.body);
    res.status(201).json(await service.answer(viewerOf(req), id, questionIndex, answer));
  });

  router.get('/mock-interviews/:id', optionalUser, async (req, res) => {
    res.json(await service.get(viewerOf(req), interviewId(req.params.id)));
  });

  return router;
}
