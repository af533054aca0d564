// What reaches the log: a failed query's SQL and reason, never the values it was run with (e-mail
// addresses, password hashes), whether the error is logged with its request or on its own.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { SETUP_TIMEOUT_MS } from './auth/test-accounts';
import type { Database } from './db/connection';
import { errorHandler } from './http/error-handler';
import { createLogger, requestLogger } from './logger';
import { testDrivers, type TestDatabase } from '../test/support';

const EMAIL = 'ada.lovelace@example.com';
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/** A logger writing into `lines`. */
function capturingLogger(lines: string[]) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger({ logLevel: 'info' }, destination);
}

describe('the log', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await testDrivers[0]!.open();
    db = database.connection.db;
    await db.execute(sql`create table log_test_accounts (email text unique, password_hash text)`);
    await db.execute(sql`insert into log_test_accounts values (${EMAIL}, ${PASSWORD_HASH})`);
  }, SETUP_TIMEOUT_MS);

  afterAll(() => database?.dispose());

  /** Inserting the same account again: a unique violation whose error carries both values. */
  const insertAgain = () => db.execute(sql`insert into log_test_accounts values (${EMAIL}, ${PASSWORD_HASH})`);

  it('keeps the parameters of a failed query out of a request log line', async () => {
    const lines: string[] = [];
    const app = express()
      .use(requestLogger(capturingLogger(lines)))
      .post('/accounts', async () => {
        await insertAgain();
      })
      .use(errorHandler);
    expect((await request(app).post('/accounts')).status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('insert into log_test_accounts');
    expect(log).toContain('duplicate key value violates unique constraint');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PASSWORD_HASH);
  });

  it('keeps them out of an error logged on its own', async () => {
    const lines: string[] = [];
    const error = await insertAgain().catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain(EMAIL);
    capturingLogger(lines).error({ err: error }, 'could not save the account');
    const log = lines.join('');
    expect(log).toContain('could not save the account');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PASSWORD_HASH);
  });
});
