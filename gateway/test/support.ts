// Test helpers: a quiet config, and the database drivers every data-layer suite runs against.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseConnection } from '../src/db/connection';

export const silentLogger = pino({ level: 'silent' });

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

export interface TestDatabase {
  connection: DatabaseConnection;
  /** Closes the connection and removes whatever the driver created. */
  dispose(): Promise<void>;
}

export interface TestDriver {
  name: string;
  /** False when the driver cannot run here; its suite is then skipped, visibly. */
  available: boolean;
  open(): Promise<TestDatabase>;
}

async function openPgliteInMemory(): Promise<TestDatabase> {
  const connection = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' }, silentLogger);
  return { connection, dispose: () => connection.close() };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the TEST_DATABASE_URL server, dropped by dispose(). */
async function openTemporaryPostgres(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `bullpen_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'unused' }, silentLogger);
  return {
    connection,
    dispose: async () => {
      await connection.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export const testDrivers: TestDriver[] = [
  { name: 'PGlite', available: true, open: openPgliteInMemory },
  { name: 'PostgreSQL (TEST_DATABASE_URL)', available: Boolean(process.env.TEST_DATABASE_URL), open: openTemporaryPostgres },
];

/** `describe` for a driver that runs here, `describe.skip` for one that cannot. */
export function describeDriver(driver: TestDriver): jest.Describe {
  return driver.available ? describe : describe.skip;
}
