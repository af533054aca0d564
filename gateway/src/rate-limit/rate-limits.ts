// Request rate limits (express-rate-limit): counters in Redis when REDIS_URL is set, so every gateway
// instance shares them, else in memory. Each limited action counts per client IP and, where the
// request names one, per e-mail address. Redis is never waited for: the gateway starts before it is
// reached, and while it is away (or slow) the counters fall back to memory.
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { FallbackStore } from './fallback-store';
import { watchRedis } from './redis-health';

export interface RateLimitRule {
  windowMs: number;
  /** Requests per window from one IP address (IPv6: one /56 network). */
  perIp: number;
  /** Requests per window about one e-mail address. */
  perEmail: number;
}

export const RATE_LIMITED_ACTIONS = ['signup', 'token', 'recover', 'gate', 'upload', 'contact', 'waitlist', 'prep', 'mockInterview'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const DEFAULT_RATE_LIMITS: Record<RateLimitedAction, RateLimitRule> = {
  signup: { windowMs: MINUTE_MS, perIp: 20, perEmail: 5 },
  token: { windowMs: MINUTE_MS, perIp: 20, perEmail: 5 },
  recover: { windowMs: MINUTE_MS, perIp: 20, perEmail: 5 },
  // Gate attempts name no e-mail: only the per-IP limit applies.
  gate: { windowMs: MINUTE_MS, perIp: 10, perEmail: 10 },
  // File uploads (avatar, CV, demo video): "per e-mail" is per signed-in account.
  upload: { windowMs: MINUTE_MS, perIp: 30, perEmail: 10 },
  // The public forms mail the address they are given: "per e-mail" is per recipient.
  contact: { windowMs: 10 * MINUTE_MS, perIp: 10, perEmail: 3 },
  waitlist: { windowMs: 10 * MINUTE_MS, perIp: 10, perEmail: 3 },
  // Each prep costs four AI calls: "per e-mail" is per signed-in account.
  prep: { windowMs: HOUR_MS, perIp: 20, perEmail: 5 },
  // Mock interviews started by visitors (no account): only the per-IP limit applies.
  mockInterview: { windowMs: HOUR_MS, perIp: 30, perEmail: 30 },
};

/** Smaller (or larger) limits, e.g. for tests; unspecified values keep their defaults. */
export type RateLimitOverrides = Partial<Record<RateLimitedAction, Partial<RateLimitRule>>>;

export interface LimitOptions {
  /** Answers a request over the limit. */
  onLimit: (req: Request, res: Response) => void;
  /** The e-mail address a request is about, counted on its own; lower-cased here. */
  emailOf?: (req: Request) => unknown;
  /** Requests not counted at all. */
  skip?: (req: Request) => boolean;
}

export interface RateLimiters {
  /** The middleware limiting `action`: per IP, then per e-mail when `emailOf` is given. */
  limit(action: RateLimitedAction, options: LimitOptions): RequestHandler[];
  /** A store for a limiter built elsewhere (one per limiter): in Redis when REDIS_URL is set, else undefined (memory). */
  store(prefix: string): Store | undefined;
  close(): Promise<void>;
}

function emailKey(emailOf: (req: Request) => unknown, req: Request): string | undefined {
  const email = emailOf(req);
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

export async function createRateLimiters(options: {
  redisUrl: string | undefined;
  overrides?: RateLimitOverrides;
  logger: Logger;
}): Promise<RateLimiters> {
  const { redisUrl, overrides = {}, logger } = options;
  let newStore: (prefix: string) => Store | undefined = () => undefined;
  let close = async () => undefined;
  if (redisUrl) {
    // Without the offline queue, a command while Redis is away fails at once instead of waiting for it.
    const client = createClient({ url: redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 2000 } });
    const health = watchRedis(client, logger);
    client.connect().catch((err: unknown) => health.failed(err));
    newStore = (prefix) =>
      new FallbackStore(new RedisStore({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args) }), health);
    close = async () => {
      client.destroy();
    };
  }

  return {
    limit(action, { onLimit, emailOf, skip }) {
      const rule = { ...DEFAULT_RATE_LIMITS[action], ...overrides[action] };
      const common = {
        windowMs: rule.windowMs,
        standardHeaders: 'draft-8' as const,
        legacyHeaders: false,
        // A Redis outage lets requests through rather than locking everyone out.
        passOnStoreError: true,
        handler: (req: Request, res: Response) => onLimit(req, res),
      };
      const perIp = rateLimit({
        ...common,
        limit: rule.perIp,
        identifier: `${action}-ip`,
        skip,
        store: newStore(`bullpen:rl:${action}:ip:`),
      });
      if (!emailOf) return [perIp];
      const perEmail = rateLimit({
        ...common,
        limit: rule.perEmail,
        identifier: `${action}-email`,
        skip: (req) => Boolean(skip?.(req)) || !emailKey(emailOf, req),
        keyGenerator: (req) => emailKey(emailOf, req) ?? '',
        store: newStore(`bullpen:rl:${action}:email:`),
      });
      return [perIp, perEmail];
    },
    store: (prefix) => newStore(`bullpen:rl:${prefix}:`),
    close,
  };
}
