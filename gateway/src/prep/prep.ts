// The personalized prep component assembled: generation and evaluation (AI service when configured,
// local generator and evaluator otherwise), CV storage, rules and routes. app.ts mounts `routes` under /api.
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { QUESTION_BANK } from '@bullpen/evaluator';
import { createChatService, type ChatService } from '../ai/chat-completions';
import { evaluationRateLimit } from '../ai/evaluation-rate-limit';
import type { AuthMiddleware } from '../auth/middleware';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { prepCreateLimit } from '../rate-limit/ai-spend-limits';
import { uploadRateLimit } from '../rate-limit/upload-rate-limit';
import type { Storage } from '../storage/storage';
import { cvTextReader, cvUploadHandler } from './cv-storage';
import { createPrepAnswerEvaluator } from './evaluation';
import { createPrepContentGenerator } from './generation';
import { createPrepRepo } from './repo';
import { prepRoutes } from './routes';
import { createPrepService } from './service';

/**
 * Writing a prep part takes the model longer than grading one answer: it gets several times the
 * evaluation budget (AI_TIMEOUT_MS).
 */
export const GENERATION_TIMEOUT_FACTOR = 4;

export interface PrepDeps {
  db: Database;
  config: Config;
  logger: Logger;
  auth: Pick<AuthMiddleware, 'requireUser'>;
  storage: Storage;
  /** Shared counters for the evaluation, upload and create limits; absent: evaluations counted in memory, the others not limited. */
  limiters?: RateLimiters;
  /** Test seam: the chat services to use instead of ones built from config.ai. */
  chat?: { generation?: ChatService; evaluation?: ChatService };
}

const GENERATION_MAX_TOKENS = 3000;

export function createPrep({ db, config, logger, auth, storage, chat, limiters }: PrepDeps): { routes: Router } {
  const { baseUrl, apiKey } = config.ai;
  const service = (timeoutMs: number, maxTokens?: number) =>
    baseUrl && apiKey ? createChatService({ ...config.ai, baseUrl, apiKey, timeoutMs, maxTokens }, logger) : undefined;
  // A part of a prep (15+ behavioural questions, a case with its questions) is far longer than answer feedback.
  const generationChat = chat?.generation ?? service(config.ai.timeoutMs * GENERATION_TIMEOUT_FACTOR, GENERATION_MAX_TOKENS);
  const evaluationChat = chat?.evaluation ?? service(config.ai.timeoutMs);

  const prep = createPrepService({
    repo: createPrepRepo(db),
    generator: createPrepContentGenerator(QUESTION_BANK, logger, generationChat),
    evaluator: createPrepAnswerEvaluator(QUESTION_BANK, logger, evaluationChat),
    readCvText: cvTextReader(storage, logger),
  });
  // Each AI evaluation costs a call: counted per user, as for practice; the local evaluator is free.
  const limitEvaluations: RequestHandler = evaluationChat
    ? evaluationRateLimit(config.ai.evaluationsPerMinute, limiters?.store('prep-evaluation'))
    : (_req, _res, next) => next();
  const limitUploads = limiters ? uploadRateLimit(limiters) : [];
  const limitCreates = limiters ? prepCreateLimit(limiters) : [];
  return { routes: prepRoutes(prep, { requireUser: auth.requireUser, uploadCv: cvUploadHandler(storage), limitEvaluations, limitUploads, limitCreates }) };
}
