// HTTP face of personalized prep, mounted under /api; every route needs a signed-in user and works
// only on that user's preps (another user's prep answers 404, as if it did not exist).
import express, { type Request, type RequestHandler, type Router } from 'express';
import { PREP_TEXT, prepRequestSchema, type PrepRequest } from '@bullpen/shared/domain';
import { userOf } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import { answerRefSchema, feedbackSchema, prepIdSchema, saveAnswerSchema, submitSectionSchema } from './prep-schemas';
import type { PrepService } from './service';

export interface PrepRouteDeps {
  /** Sets `req.user` or answers 401. */
  requireUser: RequestHandler;
  /** POST /preps/cv: receives and stores the CV, answers `{ cvKey, fileName }`. */
  uploadCv: RequestHandler;
  /** Runs before each answer evaluation (a per-user rate limit when the AI service grades). */
  limitEvaluations: RequestHandler;
  /** Run before the CV is read (the per-account upload limit). */
  limitUploads: RequestHandler[];
  /** Run before a prep is generated (per account and IP: each costs AI calls). */
  limitCreates: RequestHandler[];
}

const userId = (req: Request) => userOf(req).id;

/** The :id of the URL; anything but a UUID names no prep. */
function prepId(req: Request): string {
  const parsed = prepIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new HttpError(404, 'not_found', 'Personalized prep not found');
  return parsed.data;
}

/** §5: a missing field answers with the one message 'Please fill out all fields. CV upload is optional.' */
function parsePrepRequest(body: unknown): PrepRequest {
  const parsed = prepRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues.filter((issue) => issue.message === PREP_TEXT.fillAllFields);
  if (!missing.length) throw parsed.error;
  const fields = Object.fromEntries(missing.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
  throw new HttpError(400, 'missing_fields', PREP_TEXT.fillAllFields, fields);
}

export function prepRoutes(service: PrepService, { requireUser, uploadCv, limitEvaluations, limitUploads, limitCreates }: PrepRouteDeps): Router {
  const router = express.Router();
  router.use('/preps', requireUser);

  router.get('/preps', async (req, res) => {
    res.json(await service.list(userId(req)));
  });

  router.post('/preps/cv', ...limitUploads, uploadCv);

  router.post('/preps', ...limitCreates, async (req, res) => {
    res.status(201).json(await service.create(userId(req), parsePrepRequest(req.body)));
  });

  router.get('/preps/:id', async (req, res) => {
    res.json(await service.get(userId(req), prepId(req)));
  });

  router.put('/preps/:id/answers', async (req, res) => {
    const { answer, ...ref } = saveAnswerSchema.parse(req.body);
    res.json(await service.saveAnswer(userId(req), prepId(req), ref, answer));
  });

  router.post('/preps/:id/answers/evaluate', limitEvaluations, async (req, res) => {
    res.json(await service.evaluateAnswer(userId(req), prepId(req), answerRefSchema.parse(req.body)));
  });

  router.post('/preps/:id/submit-section', async (req, res) => {
    const { section, round } = submitSectionSchema.parse(req.body);
    res.json(await service.submitSection(userId(req), prepId(req), section, round));
  });

  router.post('/preps/:id/reset', async (req, res) => {
    res.json(await service.reset(userId(req), prepId(req)));
  });

  router.post('/preps/:id/feedback', async (req, res) => {
    const feedback = feedbackSchema.parse(req.body);
    res.status(201).json(await service.addFeedback(userId(req), prepId(req), feedback));
  });

  return router;
}
