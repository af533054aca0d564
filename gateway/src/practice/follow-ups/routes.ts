// HTTP face of follow-up questions and the practice settings, mounted under /api; signed-in students only.
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { userOf } from '../../auth/middleware';
import { interviewId } from '../mock-interviews/routes';
import { MOCK_INTERVIEW_LENGTH } from '../mock-interviews/question-draw';
import { answerSchema, rejectBlankAnswer } from '../practice-params';
import type { Viewer } from '../practice-xp';
import type { FollowUpService } from './service';

const answerBodySchema = z.object({ answer: answerSchema }, { error: 'Send a JSON object' });
const settingsSchema = z.object({ followUps: z.boolean({ error: 'followUps must be true or false' }) }, { error: 'Send a JSON object' });

export interface FollowUpRouteDeps {
  requireUser: RequestHandler;
  evaluationLimit: RequestHandler;
}

function viewerOf(req: Request): Viewer {
  const user = userOf(req);
  return { id: user.id, premium: user.roles.premium };
}

function questionIndex(raw: string | string[] | undefined): number {
  const index = typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : NaN;
  if (!(index >= 0 && index < MOCK_INTERVIEW_LENGTH)) throw new HttpError(404, 'not_found', 'There is no such question in this interview.');
  return index;
}

export function followUpRoutes(service: FollowUpService, { requireUser, evaluationLimit }: FollowUpRouteDeps): Router {
  const router = express.Router();

  const readAnswer = (req: Request) => {
    rejectBlankAnswer(req.body);
    return answerBodySchema.parse(req.body).answer;
  };

  router.post('/mock-interviews/:id/questions/:index/follow-up', requireUser, evaluationLimit, async (req, res) => {
    const origin = { kind: 'mock' as const, interviewId: interviewId(req.params.id), questionIndex: questionIndex(req.params.index) };
    res.status(201).json(await service.answer(viewerOf(req), origin, readAnswer(req)));
  });

  router.post('/interview-responses/:id/follow-up', requireUser, evaluationLimit, async (req, res) => {
    // The same check as an interview id: a UUID, else 404.
    const responseId = (() => {
      try {
        return interviewId(req.params.id);
      } catch {
        throw new HttpError(404, 'not_found', 'Response not found.');
      }
    })();
    res.status(201).json(await service.answer(viewerOf(req), { kind: 'session', responseId }, readAnswer(req)));
  });

  router.get('/practice-settings', requireUser, async (req, res) => {
    res.json(await service.settings(userOf(req).id));
  });

  router.put('/practice-settings', requireUser, async (req, res) => {
    res.json(await service.saveSettings(userOf(req).id, settingsSchema.parse(req.body)));
  });

  return router;
}
