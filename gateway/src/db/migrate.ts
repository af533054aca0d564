// Applies the SQL files in ./migrations in name order, each once, recorded in schema_migrations.
import fs from 'node:fs';
import path from 'node:path';
import { findGatewayDir } from '../paths';
import type { DatabaseConnection } from './connection';

export interface Migration {
  /** File name without `.sql`, e.g. `0001_contact_submissions`. */
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Serialises gateways that start together against one database; any constant unique to migrations. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * The folder holding the migrations: next to the running file (src/db under jest, dist/ in the bundle,
 * where build.mjs copies them), else the source folder.
 */
export function findMigrationsDir(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.join(findGatewayDir(), 'src', 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`No migrations folder found; looked in ${candidates.join(', ')}`);
  return found;
}

export function readMigrations(dir: string = findMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      if (!MIGRATION_FILE.test(file)) throw new Error(`Migration ${file} must be named NNNN_name.sql (lower case)`);
      return { name: file.slice(0, -'.sql'.length), sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    });
}

/** Applies the pending migrations in one transaction; returns the names applied now. */
export async function migrate(connection: DatabaseConnection, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return connection.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const rows = await tx.query<{ name: string }>('select name from schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
