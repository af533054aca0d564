// A Redis outage never hangs a request: the gateway starts while Redis is away, and when the Redis it
// counts in goes away mid-run, limits fall back to counters in memory within a fraction of a second.
// Runs against a redis-server this test starts on a spare port and kills.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { createAccount, gatewaysOnOneDatabase, SETUP_TIMEOUT_MS } from '../auth/test-accounts';
import { silentLogger } from '../../test/support';
import { createRateLimiters, type RateLimiters } from './rate-limits';
import { limitedApp, statuses } from './test-limited-app';

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisInstalled) console.warn('Skipping the Redis outage tests: redis-server is not installed (apt-get install redis-server).');

/** A request that would otherwise wait for Redis forever fails the test after this long instead. */
const HANG_GUARD_MS = 5_000;

async function sparePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface RedisServer {
  url: string;
  /** Kills the server (SIGKILL: no goodbye to its clients) and waits for it to be gone. */
  kill(): Promise<void>;
}

const started: RedisServer[] = [];
afterAll(() => Promise.all(started.map((server) => server.kill())));

async function startRedis(): Promise<RedisServer> {
  const port = await sparePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200 && !(await accepting(port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const server = { url: `redis://127.0.0.1:${port}`, kill };
  started.push(server);
  return server;
}

const LIMITS = { recover: { perEmail: 2, perIp: 10_000 } };
const times = <T>(count: number, body: T): T[] => Array.from({ length: count }, () => body);

(redisInstalled ? describe : describe.skip)('a Redis outage', () => {
  const limiterSets: RateLimiters[] = [];
  const limiters = async (redisUrl: string) => {
    const made = await createRateLimiters({ redisUrl, overrides: LIMITS, logger: silentLogger });
    limiterSets.push(made);
    return made;
  };
  afterAll(() => Promise.all(limiterSets.map((set) => set.close())));

  it('does not keep the gateway from starting, and limits count in memory meanwhile', async () => {
    const app = limitedApp(await limiters(`redis://127.0.0.1:${await sparePort()}`));
    expect(await statuses(app, times(3, { email: 'away@example.com' }))).toEqual([200, 200, 429]);
  }, SETUP_TIMEOUT_MS);

  it('counts in Redis while it is up, and in memory promptly once it is gone', async () => {
    const redis = await startRedis();
    const [one, two] = [limitedApp(await limiters(redis.url)), limitedApp(await limiters(redis.url))];
    // Shared counters: the second instance sees the first one's request.
    expect(await statuses(one, [{ email: 'shared@example.com' }])).toEqual([200]);
    expect(await statuses(two, times(2, { email: 'shared@example.com' }))).toEqual([200, 429]);
    await redis.kill();
    expect(await statuses(one, times(3, { email: 'after@example.com' }))).toEqual([200, 200, 429]);
  }, SETUP_TIMEOUT_MS);

  const gatewayWith = gatewaysOnOneDatabase();

  it('lets a student sign in after the Redis of the gateway is gone', async () => {
    const redis = await startRedis();
    const gateway = await gatewayWith({ REDIS_URL: redis.url });
    const student = await createAccount(gateway, 'redis.outage@students.test');
    const signIn = () =>
      request(gateway.app)
        .post('/auth/v1/token?grant_type=password')
        .timeout(HANG_GUARD_MS)
        .send({ email: student.email, password: student.password });
    expect((await signIn()).status).toBe(200);
    await redis.kill();
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  }, SETUP_TIMEOUT_MS);
});
