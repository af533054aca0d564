// A rate-limit store that counts in Redis while Redis answers, and in memory whenever it does not: not
// connected, or slower than a fraction of a second. A Redis outage never holds a request up.
import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';

/** How long a check waits for Redis before it counts in memory instead. */
export const REDIS_TIMEOUT_MS = 300;

/** Whether Redis can be asked now, and where its failures are reported (once per outage, by the caller). */
export interface RedisHealth {
  /** Resolves within the timeout: true when Redis is connected, or connects meanwhile. */
  available(): Promise<boolean>;
  failed(error: unknown): void;
  answered(): void;
}

class RedisTimeoutError extends Error {
  override name = 'RedisTimeoutError';
}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class FallbackStore implements Store {
  readonly localKeys = false;
  private readonly memory = new MemoryStore();
  private options: Options | undefined;
  /** The primary store's set-up (RedisStore loads its scripts); redone after it failed. */
  private primaryReady: Promise<void> | undefined;

  constructor(
    private readonly primary: Store,
    private readonly health: RedisHealth,
    private readonly timeoutMs = REDIS_TIMEOUT_MS,
  ) {}

  get prefix(): string | undefined {
    return this.primary.prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  private setUp(): Promise<void> {
    if (!this.primaryReady) {
      const ready = Promise.resolve(this.options ? this.primary.init?.(this.options) : undefined);
      this.primaryReady = ready;
      ready.catch(() => {
        if (this.primaryReady === ready) this.primaryReady = undefined;
      });
    }
    return this.primaryReady;
  }

  /** `work` on Redis within the timeout, else `fallback` in memory. */
  private async either<T>(work: () => Promise<T> | T, fallback: () => Promise<T> | T): Promise<T> {
    if (!(await this.health.available())) return fallback();
    try {
      const result = await withinTimeout(
        this.setUp().then(() => work()),
        this.timeoutMs,
      );
      this.health.answered();
      return result;
    } catch (error) {
      this.health.failed(error);
      return fallback();
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.primary.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      () => this.primary.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      () => this.primary.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      () => this.primary.get?.(key),
      () => this.memory.get(key),
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}
