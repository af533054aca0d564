// Test helpers: a quiet config, and the database drivers every data-layer suite runs against.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, pgliteConnection, type DatabaseConnection } from '../src/db/connection';

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

/** The installed PGlite's version: a snapshot made by another version is not loaded. */
function pgliteVersion(): string {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * A new database's data folder, made once for each PGlite version and kept in the system's temporary
 * folder. Starting PGlite from it skips initdb, which takes seconds, in every suite; the database is as
 * empty as a new one (no migration applied). Written to a temporary name and renamed, so suites starting
 * together never read half a file.
 */
async function emptyDatabaseSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bullpen-test-pglite-${pgliteVersion()}.tar`);
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pglite = await PGlite.create('memory://');
  try {
    const bytes = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await fs.promises.writeFile(temp, bytes);
    await fs.promises.rename(temp, file);
    return new Blob([bytes]);
  } finally {
    await pglite.close();
  }
}

let snapshot: Promise<Blob> | undefined;

async function openPgliteInMemory(): Promise<TestDatabase> {
  snapshot ??= emptyDatabaseSnapshot();
  const connection = pgliteConnection(await PGlite.create('memory://', { loadDataDir: await snapshot }));
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
