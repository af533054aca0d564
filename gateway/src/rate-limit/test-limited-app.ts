// Test support (imported by *.test.ts only): an app whose POST /recover is limited per IP and per
// e-mail address by the given limiters, and the statuses of a run of requests to it.
import express, { type Express } from 'express';
import request from 'supertest';
import type { RateLimiters } from './rate-limits';

/** A request that would otherwise wait forever (on Redis) fails the test after this long instead. */
const HANG_GUARD_MS = 5_000;

export function limitedApp(limiters: RateLimiters): Express {
  return express()
    .use(express.json())
    .post(
      '/recover',
      ...limiters.limit('recover', {
        onLimit: (_req, res) => {
          res.status(429).json({ limited: true });
        },
        emailOf: (req) => (req.body as { email?: unknown }).email,
      }),
      (_req, res) => {
        res.json({ ok: true });
      },
    );
}

/** The status of each POST /recover with these bodies, one after the other. */
export async function statuses(app: Express, bodies: object[]): Promise<number[]> {
  const result: number[] = [];
  for (const body of bodies) result.push((await request(app).post('/recover').timeout(HANG_GUARD_MS).send(body)).status);
  return result;
}
