// Runs jobs one at a time, in the order they came, each in its own turn of the event loop.
//
// PGlite executes queries on the gateway's own thread, one at a time. Chained straight through promises,
// a long queue of them kept the event loop from reaching its I/O phase, and Node accepts at most one
// new connection per pass of that phase: under 200 concurrent connections, the last ones to connect
// waited up to ten seconds before their first request was even read. Starting each job from
// setImmediate lets the loop accept and read sockets between jobs; the order stays first come, first
// served, and an idle queue adds one turn of the loop (microseconds).

type Job = () => void;

export class TurnQueue {
  private readonly jobs: Job[] = [];
  private running = false;

  /** Resolves or rejects as `job` does, once every job queued before it has settled. */
  run<T>(job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.jobs.push(() => {
        new Promise<T>((settle) => settle(job()))
          .then(resolve, reject)
          .finally(() => setImmediate(() => this.next()));
      });
      if (!this.running) {
        this.running = true;
        setImmediate(() => this.next());
      }
    });
  }

  private next(): void {
    const job = this.jobs.shift();
    if (job) job();
    else this.running = false;
  }
}

/** The methods through which drizzle and the migration runner reach a PGlite client. */
const QUEUED_METHODS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * The same client, its queries and transactions run through one TurnQueue. A transaction is one job:
 * its own statements go through the transaction object it hands out, not through the queue.
 */
export function inTurns<Client extends object>(client: Client): Client {
  const queue = new TurnQueue();
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Bound to the client itself: PGlite keeps private state that a proxy as `this` cannot reach.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      return QUEUED_METHODS.has(key) ? (...args: unknown[]) => queue.run(async () => method(...args)) : method;
    },
  });
}
