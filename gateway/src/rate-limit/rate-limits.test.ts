// Limits count per IP and per e-mail; with REDIS_URL every gateway instance shares the counters.
// The Redis case runs when TEST_REDIS_URL names a server (e.g. redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { silentLogger } from '../../test/support';
import { createRateLimiters } from './rate-limits';
import { limitedApp, statuses } from './test-limited-app';

describe('rate limits in memory', () => {
  it('count per e-mail, case-insensitively, and per IP', async () => {
    const limiters = await createRateLimiters({
      redisUrl: undefined,
      overrides: { recover: { perEmail: 2, perIp: 4 } },
      logger: silentLogger,
    });
    const app = limitedApp(limiters);
    expect(await statuses(app, [{ email: 'a@example.com' }, { email: 'A@EXAMPLE.com' }, { email: 'a@example.com' }])).toEqual([200, 200, 429]);
    expect(await statuses(app, [{ email: 'b@example.com' }, {}])).toEqual([200, 429]);
    await limiters.close();
  });
});

(process.env.TEST_REDIS_URL ? describe : describe.skip)('rate limits in Redis (TEST_REDIS_URL)', () => {
  it('are shared by two gateway instances', async () => {
    const make = () =>
      createRateLimiters({
        redisUrl: process.env.TEST_REDIS_URL,
        overrides: { recover: { perEmail: 2, perIp: 10_000 } },
        logger: silentLogger,
      });
    const [one, two] = await Promise.all([make(), make()]);
    try {
      const email = `shared-${randomUUID()}@example.com`;
      const [appOne, appTwo] = [limitedApp(one), limitedApp(two)];
      expect(await statuses(appOne, [{ email }])).toEqual([200]);
      expect(await statuses(appTwo, [{ email }])).toEqual([200]);
      expect(await statuses(appOne, [{ email }])).toEqual([429]);
      expect(await statuses(appTwo, [{ email }])).toEqual([429]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
