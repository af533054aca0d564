// Builds the Express app from config: middleware, components, static builds, errors. Never listens.
import compression from 'compression';
import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { communityRoutes } from './community/routes';
import { createCommunityRepo } from './community/repo';
import { createCommunityService } from './community/service';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseConnection } from './db/connection';
import { migrate } from './db/migrate';
import { healthRoutes } from './health/routes';
import { errorHandler, notFound } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { createLogger, requestLogger } from './logger';
import { LOCAL_REMOTE_NAMES } from './registry/default-registry';
import { createRegistrySource } from './registry/registry-source';
import { registryRoutes } from './registry/routes';
import { buildRoutes } from './static/build-routes';

export const JSON_BODY_LIMIT = '100kb';

export interface AppOverrides {
  /** Folder holding `shell/dist` and `mfe-<name>/dist`; default: the repository root. */
  staticRoot?: string;
  /** An open database to use (migrated here) instead of opening one from config; its owner closes it. */
  database?: DatabaseConnection;
  logger?: Logger;
}

export interface GatewayApp {
  app: Express;
  db: Database;
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

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(communityRoutes(createCommunityService(createCommunityRepo(db))));
  api.use(notFound);

  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(healthRoutes(() => db.execute(sql`select 1`)));
  app.use(registryRoutes(createRegistrySource(config.registry, logger)));
  app.use('/api', api);
  app.use(
    buildRoutes({
      root: overrides.staticRoot ?? config.rootDir,
      remoteNames: LOCAL_REMOTE_NAMES,
      releasesDir: config.releasesDir,
    }),
  );
  app.use(notFound);
  app.use(errorHandler);

  return {
    app,
    db,
    close: async () => {
      if (!overrides.database) await connection.close();
    },
  };
}
