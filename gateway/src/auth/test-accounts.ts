// Test support (imported by *.test.ts only): a gateway with a temporary DATA_DIR, and accounts made
// through the real /auth/v1 flow — sign-up, the confirmation mail from the outbox, the link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createApp, type AppOverrides, type GatewayApp } from '../app';
import type { DatabaseConnection } from '../db/connection';
import { createOutboxRepo, type OutboxMail } from '../mail/outbox-repo';
import type { RateLimitOverrides } from '../rate-limit/rate-limits';
import { testConfig, testDrivers, type TestDatabase } from '../../test/support';

export const TEST_PUBLIC_URL = 'http://bullpen.test';
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** For beforeAll hooks that open a database and build an app: slow when the machine is busy. */
export const SETUP_TIMEOUT_MS = 120_000;

/** Limits no ordinary suite reaches; rate-limit tests pass their own. */
export const GENEROUS_RATE_LIMITS: RateLimitOverrides = {
  signup: { perIp: 10_000, perEmail: 10_000 },
  token: { perIp: 10_000, perEmail: 10_000 },
  recover: { perIp: 10_000, perEmail: 10_000 },
  gate: { perIp: 10_000, perEmail: 10_000 },
  upload: { perIp: 10_000, perEmail: 10_000 },
  contact: { perIp: 10_000, perEmail: 10_000 },
  waitlist: { perIp: 10_000, perEmail: 10_000 },
  prep: { perIp: 10_000, perEmail: 10_000 },
  mockInterview: { perIp: 10_000, perEmail: 10_000 },
};

export interface TestGateway extends GatewayApp {
  dataDir: string;
  /** Closes the app and removes its DATA_DIR (not the database, which the caller owns). */
  dispose(): Promise<void>;
}

export async function createTestGateway(
  database: DatabaseConnection,
  env: NodeJS.ProcessEnv = {},
  overrides: Omit<AppOverrides, 'database'> = {},
): Promise<TestGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-accounts-'));
  const gateway = await createApp(
    testConfig({ PUBLIC_URL: TEST_PUBLIC_URL, JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, ...env }),
    { ...overrides, rateLimits: { ...GENEROUS_RATE_LIMITS, ...overrides.rateLimits }, database },
  );
  return {
    ...gateway,
    dataDir,
    dispose: async () => {
      await gateway.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For suites that need gateways of several configurations: one PGlite database for the whole suite
 * (opened and closed around it), and a function making gateways on it, disposed at the end.
 */
export function gatewaysOnOneDatabase() {
  let database: TestDatabase | undefined;
  const gateways: TestGateway[] = [];
  beforeAll(async () => {
    database = await testDrivers[0]!.open();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.dispose()));
    await database?.dispose();
  });
  return async (env: NodeJS.ProcessEnv = {}, overrides: Omit<AppOverrides, 'database'> = {}) => {
    if (!database) throw new Error('gatewaysOnOneDatabase: call the returned function inside a test');
    const gateway = await createTestGateway(database.connection, env, overrides);
    gateways.push(gateway);
    return gateway;
  };
}

export async function mailsTo(gateway: Pick<GatewayApp, 'db'>, email: string): Promise<OutboxMail[]> {
  return createOutboxRepo(gateway.db).list(email);
}

/** The /auth/v1/verify link of the newest mail to `email`, as an origin-relative path. */
export async function latestLink(gateway: Pick<GatewayApp, 'db'>, email: string): Promise<string> {
  const [mail] = await mailsTo(gateway, email);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verify link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The parameters in the fragment of a redirect. */
export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `Authorization` header value. */
  bearer: string;
}

/** Signs up, follows the confirmation link, and returns the session it opened. */
export async function createAccount(
  gateway: Pick<GatewayApp, 'app' | 'db'>,
  email: string,
  data: Record<string, unknown> = {},
  password = 'correct horse battery',
): Promise<TestAccount> {
  const app: Express = gateway.app;
  const signup = await request(app).post('/auth/v1/signup').send({ email, password, data });
  if (signup.status !== 200) throw new Error(`sign-up of ${email} failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const verified = await request(app).get(await latestLink(gateway, email));
  const session = fragmentOf(verified.headers.location ?? '');
  if (!session.access_token || !session.refresh_token) throw new Error(`confirming ${email} failed: ${verified.headers.location}`);
  return {
    id: signup.body.id as string,
    email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    bearer: `Bearer ${session.access_token}`,
  };
}
