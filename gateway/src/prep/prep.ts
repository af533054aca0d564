// The personalized prep component assembled: generation and evaluation (AI service when configured,
// local generator and evaluator otherwise), CV storage, rules and routes. app.ts mounts `routes` under /api.
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { QUESTION_BANK } from '../../../shared/src/content/question-bank.data';
import { createChatService, type ChatService } from '../ai/chat-completions';
import { evaluationRateLimit } from '../ai/evaluation-rate-limit';
import type { AuthMiddleware } from '../auth/middleware';
import type { Config } from '../config';
import type { Database } from '../db/connection';
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
  /** Test seam: the chat services to use instead of ones built from config.ai. */
  chat?: { generation?: ChatService; evaluation?: ChatService };
}

export function createPrep({ db, config, logger, auth, storage, chat }: PrepDeps): { routes: Router } {
  const { baseUrl, apiKey } = config.ai;
  const service = (timeoutMs: number) => (baseUrl && apiKey ? createChatService({ ...config.ai, baseUrl, apiKey, timeoutMs }, logger) : undefined);
  const generationChat = chat?.generation ?? service(config.ai.timeoutMs * GENERATION_TIMEOUT_FACTOR);
  const evaluationChat = chat?.evaluation ?? service(config.ai.timeoutMs);

  const prep = createPrepService({
    repo: createPrepRepo(db),
    generator: createPrepContentGenerator(QUESTION_BANK, logger, generationChat),
    evaluator: createPrepAnswerEvaluator(QUESTION_BANK, logger, evaluationChat),
    readCvText: cvTextReader(storage),
  });
  // Each AI evaluation costs a call: counted per user, as for practice; the local evaluator is free.
  const limitEvaluations: RequestHandler = evaluationChat ? evaluationRateLimit(config.ai.evaluationsPerMinute) : (_req, _res, next) => next();
  return { routes: prepRoutes(prep, { requireUser: auth.requireUser, uploadCv: cvUploadHandler(storage), limitEvaluations }) };
}
