// HTTP face of the question bank, mounted under /api: GET /questions and GET /questions/stats.
import express, { type Router } from 'express';
import { z } from 'zod';
import { interviewTypeSchema, specializationSchema } from '../practice-params';
import type { QuestionService } from './service';

const MAX_LIMIT = 200;

const listQuerySchema = z.object({
  specialization: specializationSchema.optional(),
  type: interviewTypeSchema.optional(),
  limit: z
    .string()
    .regex(/^\d+$/, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .default(10),
  order: z.enum(['easiest', 'hardest'], { error: 'order must be easiest or hardest' }).default('easiest'),
});

export function questionRoutes(service: QuestionService): Router {
  const router = express.Router();

  router.get('/questions/stats', async (_req, res) => {
    res.json(await service.stats());
  });

  router.get('/questions', async (req, res) => {
    const query = listQuerySchema.parse(req.query);
    const { questions, bank } = await service.list({
      specialization: query.specialization,
      interviewType: query.type,
      limit: query.limit,
      order: query.order,
    });
    // Tells the session which bank answered when the chosen one was empty (spec §9 fallback).
    res.set('X-Question-Bank', bank).json(questions);
  });

  return router;
}
