// The practice component assembled: the question bank (loaded at start), mock interviews and
// interview sessions with their answer evaluation. app.ts mounts `routes` under /api.
import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { QUESTION_BANK } from '@bullpen/evaluator';
import { createAnswerEvaluator } from '../ai/answer-evaluator';
import { createFollowUpWriter } from '../ai/follow-up-writer';
import { evaluationRateLimit } from '../ai/evaluation-rate-limit';
import { mockInterviewStartLimit } from '../rate-limit/ai-spend-limits';
import { optionalUserOf, type AuthMiddleware } from '../auth/middleware';
import type { RateLimiters } from '../rate-limit/rate-limits';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { ReviewComponent } from '../review/review';
import { createFollowUpRepo } from './follow-ups/repo';
import { followUpRoutes } from './follow-ups/routes';
import { createFollowUpService } from './follow-ups/service';
import { withMockFollowUps, withSessionFollowUps } from './follow-ups/with-follow-ups';
import { awardPracticeXp } from './practice-xp-award';
import { progressJson } from '../progress/routes';
import { createInterviewResponseRepo } from './interview-responses/repo';
import { interviewResponseRoutes } from './interview-responses/routes';
import { createInterviewResponseService } from './interview-responses/service';
import { createMockInterviewRepo } from './mock-interviews/repo';
import { mockInterviewRoutes } from './mock-interviews/routes';
import { createMockInterviewService } from './mock-interviews/service';
import type { AwardXp, Viewer } from './practice-xp';
import { createQuestionRepo } from './questions/repo';
import { questionRoutes } from './questions/routes';
import { createQuestionService, loadQuestionBank } from './questions/service';

export interface PracticeDeps {
  db: Database;
  config: Pick<Config, 'ai'>;
  logger: Logger;
  auth: AuthMiddleware;
  /** Shared counters for the evaluation limit (absent: counted in memory) and the mock interview limit (absent: none). */
  limiters?: RateLimiters;
  /** Spaced review: told of the concepts each answer missed; its clock dates follow-up answers. */
  review: Pick<ReviewComponent, 'service' | 'clock'>;
}

export interface PracticeComponent {
  routes: Router;
}

type ProgressView = ReturnType<typeof progressJson>;

/** XP goes through the progress component, in the caller's transaction. */
const awardXp: AwardXp<ProgressView> = awardPracticeXp;

function viewerOf(req: Request): Viewer | undefined {
  const user = optionalUserOf(req);
  // roles.premium already counts admins (spec 01 §4.1).
  return user ? { id: user.id, premium: user.roles.premium } : undefined;
}

export async function createPractice({ db, config, logger, auth, limiters, review }: PracticeDeps): Promise<PracticeComponent> {
  const questions = createQuestionRepo(db);
  if (await loadQuestionBank(questions, QUESTION_BANK)) {
    logger.info({ questions: QUESTION_BANK.length }, 'question bank loaded');
  }
  const evaluator = createAnswerEvaluator(config.ai, logger);
  // One limiter for every evaluating endpoint: the limit is per user, whichever screen they answer on.
  const evaluationLimit = evaluationRateLimit(config.ai.evaluationsPerMinute, limiters?.store('evaluation'));
  const routeDeps = { optionalUser: auth.optionalUser, evaluationLimit, viewerOf };
  const startLimit = limiters ? mockInterviewStartLimit(limiters) : [];
  const followUps = createFollowUpService({
    repo: createFollowUpRepo(db),
    questions,
    evaluator,
    writer: createFollowUpWriter(config.ai, logger),
    award: awardPracticeXp,
    noteMissed: (missed) => review.service.noteMissed(missed),
    clock: review.clock,
  });
  const interviews = createMockInterviewRepo(db);

  const routes = express.Router();
  routes.use(questionRoutes(createQuestionService(questions)));
  routes.use(
    mockInterviewRoutes(
      withMockFollowUps(createMockInterviewService({ interviews, questions, evaluator, awardXp }), { followUps, interviews, questions }),
      { ...routeDeps, startLimit },
    ),
  );
  routes.use(
    interviewResponseRoutes(
      withSessionFollowUps(createInterviewResponseService({ responses: createInterviewResponseRepo(db), questions, evaluator, awardXp }), {
        followUps,
        questions,
      }),
      routeDeps,
    ),
  );
  routes.use(followUpRoutes(followUps, { requireUser: auth.requireUser, evaluationLimit }));
  return { routes };
}
