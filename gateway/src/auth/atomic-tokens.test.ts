// Token writes happen whole or not at all: when storing the new token fails, the refresh token that was
// presented, or the link mailed before, still works afterwards.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Database } from '../db/connection';
import { createAccount, fragmentOf, gatewaysOnOneDatabase, latestLink, SETUP_TIMEOUT_MS } from './test-accounts';

const gatewayWith = gatewaysOnOneDatabase();

/** Runs `work` while every insert into `table` fails, as on a full disk. */
async function whileInsertsFail<T>(db: Database, table: 'auth_refresh_tokens' | 'auth_one_time_tokens', work: () => Promise<T>): Promise<T> {
  await db.execute(sql`create or replace function refuse_insert() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device'; end $$`);
  await db.execute(sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
  }
}

describe('atomic token writes', () => {
  it('keeps a refresh token usable when storing its successor fails', async () => {
    const gateway = await gatewayWith();
    const student = await createAccount(gateway, 'atomic.refresh@students.test');
    const refresh = () => request(gateway.app).post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: student.refreshToken });
    const failed = await whileInsertsFail(gateway.db, 'auth_refresh_tokens', refresh);
    expect(failed.status).toBe(500);
    const retried = await refresh();
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toEqual(expect.any(String));
  }, SETUP_TIMEOUT_MS);

  it('keeps the previous password-reset link working when storing a new one fails', async () => {
    const gateway = await gatewayWith();
    const student = await createAccount(gateway, 'atomic.recovery@students.test');
    const recover = () => request(gateway.app).post('/auth/v1/recover').send({ email: student.email });
    expect((await recover()).status).toBe(200);
    const link = await latestLink(gateway, student.email);
    expect((await whileInsertsFail(gateway.db, 'auth_one_time_tokens', recover)).status).toBe(500);
    const followed = await request(gateway.app).get(link);
    expect(fragmentOf(followed.headers.location ?? '')).toMatchObject({ access_token: expect.any(String), type: 'recovery' });
  }, SETUP_TIMEOUT_MS);
});
