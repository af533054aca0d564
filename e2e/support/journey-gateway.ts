// A gateway of a journey's own, beside the one the run serves: the built gateway started with the
// journey's registry file, data folder and settings, on a port of its own.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './env';

export interface JourneyGateway {
  /** e.g. http://127.0.0.1:8191 */
  base: string;
  stop(): void;
}

/** A port no one listens on right now. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the built gateway (gateway/dist/server.js) with `env` over the run's, and waits until it is healthy. */
export async function startJourneyGateway(env: NodeJS.ProcessEnv & { DATA_DIR: string }, port?: number): Promise<JourneyGateway> {
  const listenOn = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenOn}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'gateway/dist/server.js')], {
    env: { ...process.env, PORT: String(listenOn), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`the journey's gateway on ${base} did not start`);
}
