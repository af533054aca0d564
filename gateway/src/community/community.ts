// The community component assembled: contact form, waitlist, events (seeded once from
// shared/content/events.json), site info and the demo video. app.ts mounts `routes` under /api.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { DEMO_VIDEO_MAX_BYTES } from '@bullpen/shared/domain';
import type { AuthMiddleware } from '../auth/middleware';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../storage/storage';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { uploadRateLimit } from '../rate-limit/upload-rate-limit';
import { demoVideoRoutes } from './demo-video-routes';
import { createDemoVideoService } from './demo-video-service';
import { formRateLimit } from './form-rate-limits';
import { seedEvents } from './event-seed';
import { createCommunityRepo } from './repo';
import { communityRoutes } from './routes';
import { createCommunityService } from './service';

export interface CommunityDeps {
  db: Database;
  config: Pick<Config, 'contactEmail' | 'publicUrl' | 'mail'>;
  logger: Logger;
  mailer: Mailer;
  auth: Pick<AuthMiddleware, 'requireRole'>;
  storage: Storage;
  /** Largest demo video accepted; tests use a small one. */
  demoVideoMaxBytes?: number;
  /** Counters of the upload and form limits; absent: neither is limited. */
  limiters?: RateLimiters;
}

export interface CommunityComponent {
  routes: Router;
}

export async function createCommunity(deps: CommunityDeps): Promise<CommunityComponent> {
  const { db, config, logger, mailer, auth, storage, demoVideoMaxBytes = DEMO_VIDEO_MAX_BYTES, limiters } = deps;
  const repo = createCommunityRepo(db);
  if (await seedEvents(repo)) logger.info('community events seeded');
  const service = createCommunityService({
    repo,
    mailer,
    contactEmail: config.contactEmail,
    notifyEmail: config.mail.adminNotifyEmail,
    publicUrl: config.publicUrl,
  });
  const videos = createDemoVideoService(storage, demoVideoMaxBytes);
  const routes = express.Router();
  const limits = { contact: limiters ? formRateLimit(limiters, 'contact') : [], waitlist: limiters ? formRateLimit(limiters, 'waitlist') : [] };
  routes.use(communityRoutes(service, limits));
  routes.use(demoVideoRoutes(videos, auth, demoVideoMaxBytes, limiters ? uploadRateLimit(limiters) : []));
  return { routes };
}
