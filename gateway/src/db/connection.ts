// Opens the database: embedded PGlite by default, node-postgres when DATABASE_URL is set; both behind drizzle.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';
import { inTurns } from './turn-queue';

/** The data layer every repo.ts uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection inside a transaction: what the migration runner needs beside drizzle. */
export interface SqlTransaction {
  /** Runs a script of one or more statements, without parameters. */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** A folder, or `memory://` for a throwaway database. */
  pgliteDir: string;
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  return pgliteConnection(await PGlite.create(dataDir));
}

/** The connection over an open PGlite client (or a stand-in with its interface, e.g. one that fails on purpose). */
export function pgliteConnection(pglite: PGlite): DatabaseConnection {
  // Queries take turns with the event loop, so a busy database never stops the gateway accepting connections.
  const client = inTurns(pglite);
  return {
    db: drizzlePglite(client, { schema }),
    driver: 'pglite',
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}

function openPostgres(url: string, logger: Logger): DatabaseConnection {
  // Without a connect timeout a request (and /healthz) would hang while the server is unreachable.
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  // An idle client losing its server emits on the pool; unhandled, that would end the process.
  pool.on('error', (err) => logger.error({ err }, 'PostgreSQL connection error'));
  return {
    db: drizzleNodePostgres(pool, { schema }),
    driver: 'postgres',
    async transaction(work) {
      const client = await pool.connect();
      // A connection that cannot even roll back is destroyed rather than handed to the next caller.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            // pg types rows as its own QueryResultRow; the caller states the shape it selected.
            (await client.query(text, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions, logger: Logger): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, logger) : openPglite(options.pgliteDir);
}

/** The rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
