import { inTurns, TurnQueue } from './turn-queue';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TurnQueue', () => {
  it('runs jobs one at a time, first come first served, and settles each with its own result', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    let active = 0;
    const job = (name: string, turns: number) => async () => {
      active += 1;
      expect(active).toBe(1);
      log.push(`start ${name}`);
      for (let i = 0; i < turns; i += 1) await turn();
      log.push(`end ${name}`);
      active -= 1;
      return name;
    };
    const results = await Promise.all([queue.run(job('a', 3)), queue.run(job('b', 0)), queue.run(job('c', 1))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop take a turn between two jobs', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    const first = queue.run(async () => {
      log.push('job 1');
      // Work the event loop has waiting, e.g. a connection to accept, queued while the job runs.
      setImmediate(() => log.push('event loop'));
    });
    const second = queue.run(async () => {
      log.push('job 2');
    });
    await Promise.all([first, second]);
    expect(log).toEqual(['job 1', 'event loop', 'job 2']);
  });

  it('passes a failure to its caller only and goes on with the next job', async () => {
    const queue = new TurnQueue();
    const failing = queue.run(async () => {
      throw new Error('no such table');
    });
    const throwingAtOnce = queue.run((): Promise<never> => {
      throw new Error('bad call');
    });
    const next = queue.run(async () => 'still served');
    await expect(failing).rejects.toThrow('no such table');
    await expect(throwingAtOnce).rejects.toThrow('bad call');
    await expect(next).resolves.toBe('still served');
  });
});

describe('inTurns', () => {
  class Client {
    #calls: string[] = [];
    async query(text: string) {
      this.#calls.push(text);
      await turn();
      return `rows of ${text}`;
    }
    calls() {
      return [...this.#calls];
    }
  }

  it('queues query calls on the client itself, private state included, and passes other methods through', async () => {
    const client = inTurns(new Client());
    const order: string[] = [];
    await Promise.all(['one', 'two', 'three'].map((text) => client.query(text).then((rows) => order.push(rows))));
    expect(order).toEqual(['rows of one', 'rows of two', 'rows of three']);
    expect(client.calls()).toEqual(['one', 'two', 'three']);
    expect(client).toBeInstanceOf(Client);
  });
});
