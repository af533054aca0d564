// Runs nginx from deploy/nginx.conf.template in front of two gateways, in a folder of its own, for the
// scale-out test and the load bench.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf.template');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx binary on this machine, or undefined. */
export function findNginx(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return [onPath, ...NGINX_CANDIDATES].find((candidate) => candidate && fs.existsSync(candidate));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The template with its ${BULLPEN_…} placeholders filled in; an unknown placeholder is an error. */
export function renderNginxConfig(values: { listen: string; gateways: [string, string] }): string {
  const known: Record<string, string> = {
    BULLPEN_LISTEN: values.listen,
    BULLPEN_GATEWAY_1: values.gateways[0],
    BULLPEN_GATEWAY_2: values.gateways[1],
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{(BULLPEN_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = known[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template names an unknown placeholder ${name}`);
    return value;
  });
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, nginx: ChildProcess, errorLog: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${fs.readFileSync(errorLog, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not listen within 5 s');
}

/** Starts nginx on `port` (default: a free one) of loopback in front of the two gateway ports. */
export async function startNginx(binary: string, gatewayPorts: [number, number], port?: number): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-nginx-'));
  port ??= await freePort();
  const config = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(
    config,
    renderNginxConfig({ listen: `127.0.0.1:${port}`, gateways: [`127.0.0.1:${gatewayPorts[0]}`, `127.0.0.1:${gatewayPorts[1]}`] }),
  );
  fs.writeFileSync(errorLog, '');
  // Its pid file and error log stay in its folder.
  const nginx = spawn(binary, ['-p', dir, '-c', config, '-e', errorLog, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], {
    stdio: 'ignore',
  });
  try {
    await waitForPort(port, nginx, errorLog);
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
