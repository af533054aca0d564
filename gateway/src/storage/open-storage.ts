// The storage driver the configuration names: local disk for one machine, PostgreSQL or S3 for several gateways.
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createLocalDiskStorage } from './local-disk-storage';
import { createPostgresStorage } from './postgres-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function openStorage(config: Pick<Config, 'storage' | 's3' | 'dataDir'>, db: Database, logger: Logger): Storage {
  if (config.storage === 's3') {
    // loadConfig refuses STORAGE=s3 without S3_BUCKET.
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return createS3Storage(config.s3);
  }
  if (config.storage === 'postgres') return createPostgresStorage(db);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'), logger);
}
