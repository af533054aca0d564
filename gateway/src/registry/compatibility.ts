// When the registry changes, each remote's build is checked against the shell this gateway serves: a
// remote that needs a shared module the shell does not provide (or at another breaking version) is
// logged with the reasons. The shell refuses such a remote in its slot; the log tells the operator why,
// at the moment the registry was pointed at it (`npm run check-deploy` says the same before).
import type { Logger } from 'pino';
import { compatibilityProblems, readManifestShared, type RegistryConfig, type SharedRequirement } from '@bullpen/shared/runtime';
import { cachedFile } from '../static/file-cache';
import type { LocalFileOf } from '../static/local-files';

export interface CompatibilityCheckOptions {
  /** The served shell's mf-manifest.json, which lists what it provides. */
  shellManifestFile: string;
  localFile: LocalFileOf;
  /** Where a URL the registry names is read from (a proxied remote's on its upstream); default: itself. */
  resolve?: (url: string) => string;
  logger: Logger;
  /** Time budget of one manifest read over HTTP. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Checks a registry once per change of it; resolves when every remote has been checked and logged. */
export type CompatibilityCheck = (config: RegistryConfig) => Promise<void>;

const readShared = cachedFile((content) => readManifestShared(JSON.parse(content.toString('utf8'))));

export function createCompatibilityCheck({ shellManifestFile, localFile, resolve = (url) => url, logger, timeoutMs, fetch: fetchFn = fetch }: CompatibilityCheckOptions): CompatibilityCheck {
  let checked: RegistryConfig | undefined;

  /** The shared modules a remote's build uses, or why they cannot be read; undefined when not ours to read. */
  async function requirementsOf(manifest: string): Promise<SharedRequirement[] | string | undefined> {
    if (/^https?:\/\//.test(manifest)) {
      try {
        const response = await fetchFn(manifest, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return `${manifest} answered ${response.status}`;
        return readManifestShared(await response.json()) ?? `${manifest} is not a Module Federation manifest`;
      } catch (error) {
        return `${manifest} could not be read (${error instanceof Error ? error.message : String(error)})`;
      }
    }
    const file = localFile(manifest);
    if (file === undefined) return undefined;
    return readShared(file) ?? `${manifest} is missing or not a Module Federation manifest`;
  }

  return async (config) => {
    if (config === checked) return;
    checked = config;
    const shellShared = readShared(shellManifestFile);
    // A statically composed shell loads no remote: nothing to check.
    if (!shellShared) return;
    const provided = Object.fromEntries(shellShared.map(({ name, version }) => [name, version]));
    await Promise.all(
      config.remotes.map(async ({ name, manifest }) => {
        const required = await requirementsOf(resolve(manifest));
        if (required === undefined) return;
        if (typeof required === 'string') {
          logger.warn({ remote: name, manifest, problem: required }, `remote ${name}: its build cannot be checked against the shell (${required})`);
          return;
        }
        const problems = compatibilityProblems(provided, required);
        if (problems.length > 0) {
          logger.error({ remote: name, manifest, problems }, `remote ${name} does not fit the shell this gateway serves: ${problems.join('; ')}`);
        }
      }),
    );
  };
}
