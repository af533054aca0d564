// `npm run check-deploy -- <remote build folder or manifest URL> [--shell <gateway URL or shell build folder>]`
// Says whether a remote's build fits the shell that is deployed, before the registry points at it: every
// shared module the build uses must be provided by that shell on the same breaking line, and its contract
// of the same major. Exit code 0 when it fits, 1 when it does not, 2 on bad usage or an unreadable build.
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compatibilityProblems, readManifest, readManifestShared } from '../shared/src/runtime';

export const USAGE = 'Usage: npm run check-deploy -- <remote build folder | mf-manifest.json URL> [--shell <gateway URL | shell build folder>]';
const DEFAULT_SHELL = 'http://localhost:8080';
const FETCH_TIMEOUT_MS = 10_000;

export class CheckDeployError extends Error {
  override name = 'CheckDeployError';
}

const isUrl = (where: string) => /^https?:\/\//i.test(where);

/** A JSON document beside a build: read from its folder, or fetched from beside its manifest URL. */
async function readJson(where: string, file: string, optional = false): Promise<unknown> {
  if (isUrl(where)) {
    const url = new URL(file, where.endsWith('.json') ? where : `${where.replace(/\/?$/, '/')}`).href;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new CheckDeployError(`${url} does not answer (${(error as Error).message})`);
    }
    if (optional && response.status === 404) return undefined;
    if (!response.ok) throw new CheckDeployError(`${url} answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new CheckDeployError(`${url} is not JSON`);
    }
  }
  const folder = existsSync(where) && statSync(where).isFile() ? resolve(where, '..') : resolve(where);
  const path = join(folder, file);
  if (!existsSync(path)) {
    if (optional) return undefined;
    throw new CheckDeployError(`${path} does not exist`);
  }
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    throw new CheckDeployError(`${path} is not JSON`);
  }
}

export interface CheckResult {
  fits: boolean;
  lines: string[];
}

/** Checks one remote build against one shell; `remote` and `shell` are folders or URLs. */
export async function checkDeploy(remote: string, shell: string): Promise<CheckResult> {
  const manifest = await readJson(remote, 'mf-manifest.json');
  const files = readManifest(manifest);
  const required = readManifestShared(manifest);
  if (!files || !required) throw new CheckDeployError(`${remote} holds no Module Federation manifest of a remote`);
  const name = (manifest as { name?: unknown }).name;
  const area = (await readJson(remote, 'area.json', true)) as { contractVersion?: unknown } | undefined;
  const contract = typeof area?.contractVersion === 'string' ? area.contractVersion : undefined;

  const shellManifest = await readJson(isUrl(shell) ? `${shell.replace(/\/?$/, '/')}mf-manifest.json` : shell, 'mf-manifest.json');
  const provided = readManifestShared(shellManifest);
  if (!provided) throw new CheckDeployError(`${shell} holds no Module Federation manifest of a shell`);
  const problems = compatibilityProblems(Object.fromEntries(provided.map((p) => [p.name, p.version])), required, contract);
  const label = `${typeof name === 'string' ? name : 'the remote'} (${remote})`;
  if (problems.length === 0) {
    return {
      fits: true,
      lines: [`fits: ${label} runs with the shell at ${shell}: ${required.length} shared modules provided${contract ? `, contract ${contract}` : ''}`],
    };
  }
  return { fits: false, lines: [`does not fit: ${label} cannot run with the shell at ${shell}:`, ...problems.map((p) => `  - ${p}`)] };
}

/** Runs the command; returns the process exit code. */
export async function main(args: string[], cwd = process.env.INIT_CWD ?? process.cwd()): Promise<number> {
  const shellAt = args.indexOf('--shell');
  const shellArg = shellAt >= 0 ? args[shellAt + 1] : DEFAULT_SHELL;
  const rest = shellAt >= 0 ? [...args.slice(0, shellAt), ...args.slice(shellAt + 2)] : args;
  const [remote] = rest;
  if (!remote || rest.length > 1 || !shellArg) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const place = (where: string) => (isUrl(where) ? where : resolve(cwd, where));
  try {
    const result = await checkDeploy(place(remote), place(shellArg));
    for (const line of result.lines) process.stdout.write(`${line}\n`);
    return result.fits ? 0 : 1;
  } catch (error) {
    if (!(error instanceof CheckDeployError)) throw error;
    process.stderr.write(`check-deploy: ${error.message}\n`);
    return 2;
  }
}

if (require.main === module) void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
