// The storage driver the configuration names: local disk for one machine, PostgreSQL for several gateways.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createLocalDiskStorage } from './local-disk-storage';
import { createPostgresStorage } from './postgres-storage';
import type { Storage } from './storage';

export function openStorage(config: Pick<Config, 'storage' | 'dataDir'>, db: Database, logger: Logger): Storage {
  if (config.storage === 'postgres') return createPostgresStorage(db);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'), logger);
}
