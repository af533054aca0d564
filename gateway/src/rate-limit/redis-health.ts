// Whether the rate limits' Redis can be asked now, watched from its client's events: ready, or an outage
// (reported once, and once more when it ends). While the client is still connecting, a check waits for
// it as briefly as for a slow answer.
import { once, type EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { REDIS_TIMEOUT_MS, type RedisHealth } from './fallback-store';

/** The part of a node-redis client watched here. */
export interface WatchedClient extends EventEmitter {
  readonly isReady: boolean;
}

export function watchRedis(client: WatchedClient, logger: Pick<Logger, 'warn' | 'info'>, timeoutMs = REDIS_TIMEOUT_MS): RedisHealth {
  let outage = false;
  let connecting: Promise<boolean> | undefined;
  const health: RedisHealth = {
    async available() {
      if (client.isReady) return true;
      if (outage) return false;
      connecting ??= (async () => {
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          await Promise.race([once(client, 'ready', { signal }), once(client, 'error', { signal }).then(() => Promise.reject(new Error('Redis error')))]);
          return true;
        } catch {
          return false;
        } finally {
          connecting = undefined;
        }
      })();
      return connecting;
    },
    failed(err) {
      if (outage) return;
      outage = true;
      logger.warn({ err }, 'Redis (rate limits) is not answering; counting in memory until it is back');
    },
    answered() {
      if (!outage) return;
      outage = false;
      logger.info('Redis (rate limits) is answering again');
    },
  };
  // node-redis keeps reconnecting; each failed attempt would otherwise be logged.
  client.on('error', (err: unknown) => health.failed(err));
  client.on('ready', () => health.answered());
  return health;
}
