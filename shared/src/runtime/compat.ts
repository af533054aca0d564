// Whether a remote's build fits the shell that would load it: every shared module the remote uses must
// be provided by the shell at a version of the same breaking line, and its contract of the same major.
// The shell checks before it loads a remote, the gateway when the registry changes, and
// `npm run check-deploy` before anyone points the registry at a build.
import { CONTRACT_VERSION, contractMajor } from './contract';

/** A shared module a remote build uses, as its mf-manifest.json lists it. */
export interface SharedRequirement {
  name: string;
  /** The version the remote was built with. */
  version: string;
  requiredVersion?: string;
}

/** Shared key → the version the shell provides. */
export type ProvidedShared = Readonly<Record<string, string>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shared modules a parsed mf-manifest.json says its build uses; null when it lists none readable. */
export function readManifestShared(parsed: unknown): SharedRequirement[] | null {
  if (!isObject(parsed) || !Array.isArray(parsed.shared)) return null;
  const shared: SharedRequirement[] = [];
  for (const entry of parsed.shared) {
    if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string') return null;
    shared.push({
      name: entry.name,
      version: entry.version,
      ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
    });
  }
  return shared;
}

/**
 * The part of a version that a caret range keeps: the major, or `0.minor` below 1.0.0 (where a minor
 * breaks). Null when it is not a version.
 */
export function breakingLine(version: string): string | null {
  const [, major, minor] = /^\D*(\d+)\.(\d+)/.exec(version) ?? [];
  if (major === undefined || minor === undefined) return null;
  return major === '0' ? `0.${minor}` : major;
}

/** What keeps a remote from running beside this shell, one sentence each; empty when it fits. */
export function compatibilityProblems(
  provided: ProvidedShared,
  required: readonly SharedRequirement[],
  remoteContract?: string,
  shellContract = CONTRACT_VERSION,
): string[] {
  const problems: string[] = [];
  if (remoteContract !== undefined && contractMajor(remoteContract) !== contractMajor(shellContract)) {
    problems.push(`it speaks contract ${remoteContract}, this shell ${shellContract}`);
  }
  for (const { name, version, requiredVersion } of required) {
    const wanted = requiredVersion ?? version;
    const offered = provided[name];
    if (offered === undefined) problems.push(`it needs ${name} ${wanted}, which this shell does not provide`);
    else if (breakingLine(offered) === null || breakingLine(offered) !== breakingLine(version)) {
      problems.push(`it needs ${name} ${wanted}, this shell provides ${offered}`);
    }
  }
  return problems;
}
