// Builds the Express app from config: middleware, components, static builds, errors. Never listens.
import compression from 'compression';
import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { createAdmin } from './admin/admin';
import { createAnalytics } from './analytics/analytics';
import { createAuth } from './auth/auth';
import { createBilling } from './billing/billing';
import { createChallenges } from './challenges/challenges';
import type { AuthMiddleware } from './auth/middleware';
import { createCommunity } from './community/community';
import { createCompany } from './company/company';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseConnection } from './db/connection';
import { migrate } from './db/migrate';
import { healthRoutes } from './health/routes';
import { createLeaderboard } from './leaderboard/leaderboard';
import { errorHandler, notFound } from './http/error-handler';
import { jsonBody, refuseNulInUrlAndHeaders } from './http/nul-bytes';
import { securityHeaders } from './http/security-headers';
import { createLogger, requestLogger } from './logger';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { createMailer, type Mailer, type MailerOptions } from './mail/mailer';
import { createPractice } from './practice/practice';
import { createPrep } from './prep/prep';
import { createReview } from './review/review';
import { createGate } from './gate/service';
import { gateRoutes } from './gate/routes';
import { createProfileRepo } from './profiles/repo';
import { profileRoutes } from './profiles/routes';
import { createProfileService } from './profiles/service';
import { progressRoutes } from './progress/routes';
import { remoteProxy } from './proxy/remote-upstreams';
import { publicConfigRoutes } from './public-config/routes';
import { createRateLimiters, type RateLimitOverrides } from './rate-limit/rate-limits';
import { LOCAL_REMOTE_NAMES } from './registry/default-registry';
import { createRegistry } from './registry/registry';
import { registryRoutes } from './registry/routes';
import { buildRoutes } from './static/build-routes';
import { fileRoutes } from './storage/file-routes';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/storage';
import { createSpecializations } from './specializations/specializations';

export const JSON_BODY_LIMIT = '100kb';

export interface AppOverrides {
  /** Folder holding `shell/dist` and `mfe-<name>/dist`; default: the repository root. */
  staticRoot?: string;
  /** An open database to use (migrated here) instead of opening one from config; its owner closes it. */
  database?: DatabaseConnection;
  logger?: Logger;
  /** Rate limits other than the defaults (tests use small ones). */
  rateLimits?: RateLimitOverrides;
  /** Largest demo video upload accepted (default 300 MB); tests use a small one. */
  demoVideoMaxBytes?: number;
  /** The mail sender's clock and SMTP timeouts (tests use a clock of their own and short timeouts). */
  mail?: MailerOptions;
}

export interface GatewayApp {
  app: Express;
  db: Database;
  /** The outbox table (sent from there through SMTP when configured), for any component that sends mail. */
  mailer: Mailer;
  /** Sends the mail that is due now, when SMTP is configured; resolves when that is over. */
  deliverMail(): Promise<void>;
  /** requireUser / optionalUser / requireRole for /api routes. */
  auth: AuthMiddleware;
  storage: Storage;
  /** Closes what createApp opened (the database, unless it was passed in). */
  close(): Promise<void>;
}

export async function createApp(config: Config, overrides: AppOverrides = {}): Promise<GatewayApp> {
  const logger = overrides.logger ?? createLogger(config);
  const connection = overrides.database ?? (await openDatabase(config, logger));
  try {
    const applied = await migrate(connection);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    if (!overrides.database) await connection.close();
    throw error;
  }
  const { db } = connection;
  const mail = createMailer(config.mail, db, logger, overrides.mail);
  const storage = openStorage(config, db, logger);
  const limiters = await createRateLimiters({ redisUrl: config.redisUrl, overrides: overrides.rateLimits, logger });
  const profiles = createProfileService(createProfileRepo(db), storage);
  const auth = createAuth({ db, config, logger, mailer: mail.mailer, limiters, hooks: profiles });
  const review = createReview(db, config, auth.middleware);
  const practice = await createPractice({ db, config, logger, auth: auth.middleware, limiters, review });
  const community = await createCommunity({
    db,
    config,
    logger,
    mailer: mail.mailer,
    auth: auth.middleware,
    storage,
    demoVideoMaxBytes: overrides.demoVideoMaxBytes,
    limiters,
  });

  const billing = createBilling({ db, config, auth: auth.middleware, logger });

  const api = express.Router();
  api.use(billing.webhookRoutes);
  api.use(jsonBody(JSON_BODY_LIMIT));
  api.use(publicConfigRoutes(config));
  api.use(gateRoutes(createGate(config.gatePassword, auth.key), limiters));
  api.use(profileRoutes(profiles, auth.middleware, limiters));
  api.use(progressRoutes(db, auth.middleware));
  api.use(community.routes);
  api.use(practice.routes);
  api.use(review.routes);
  const leaderboard = createLeaderboard(db, auth.middleware);
  api.use(createChallenges(db, auth.middleware).routes);
  api.use(leaderboard.routes);
  api.use(createAnalytics(db, auth.middleware, leaderboard.service).routes);
  api.use(createPrep({ db, config, logger, auth: auth.middleware, storage, limiters }).routes);
  api.use(createAdmin({ db, config, auth: auth.middleware }).routes);
  api.use(createCompany(db, config, auth.middleware).routes);
  api.use(billing.routes);
  api.use(createSpecializations(db, auth.middleware).routes);
  api.use(notFound);

  const app = express();
  app.disable('x-powered-by');
  // Which X-Forwarded-For hops to believe: req.ip (and so every rate limit) is the client's own address.
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(refuseNulInUrlAndHeaders);
  app.use(healthRoutes(() => db.execute(sql`select 1`)));
  const remoteFolders = { root: overrides.staticRoot ?? config.frontendDir, remoteNames: LOCAL_REMOTE_NAMES, releasesDir: config.releasesDir };
  const registry = createRegistry(config.registry, remoteFolders, logger, overrides.staticRoot ? undefined : config.shellDir);
  app.use(registryRoutes(registry.served));
  app.use('/auth/v1', auth.routes);
  app.use(fileRoutes(storage));
  app.use(devMailboxRoutes(db, { publicUrl: config.publicUrl, enabled: config.nodeEnv !== 'production' }));
  app.use('/api', api);
  // Before the builds on disk: a remote the registry gives an upstream is served by its team's server.
  app.use('/mfe/:name', remoteProxy(registry.configured, registry.upstreams, config.proxy, logger));
  app.use(
    buildRoutes({
      ...remoteFolders,
      upstreamOf: registry.upstreams.of,
      shellDir: overrides.staticRoot ? undefined : config.shellDir,
      registry: registry.served,
    }),
  );
  app.use(notFound);
  app.use(errorHandler);

  return {
    app,
    db,
    mailer: mail.mailer,
    deliverMail: () => mail.deliverDue(),
    auth: auth.middleware,
    storage,
    close: async () => {
      await mail.close();
      await limiters.close();
      if (!overrides.database) await connection.close();
    },
  };
}
