// Before the run: a second build of one remote, with its own label, for the deployment tests, and the
// releases a team builds from its own folder (support/team-releases.ts).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './env';
import { buildTeamReleases } from './team-releases';

export const ALT_BUILD_LABEL = 'community e2e-alternate';
export const ALT_RELEASES_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bullpen-e2e-releases');
export const ALT_RELEASE_NAME = 'community-alt';

export default function globalSetup() {
  const altManifest = join(ALT_RELEASES_DIR, ALT_RELEASE_NAME, 'mf-manifest.json');
  const mainManifest = join(REPO_ROOT, 'mfe-community', 'dist', 'mf-manifest.json');
  const stale = !existsSync(altManifest) || statSync(altManifest).mtimeMs < statSync(mainManifest).mtimeMs;
  if (stale) {
    execFileSync('npx', ['webpack', '--mode', 'production'], {
      cwd: join(REPO_ROOT, 'mfe-community'),
      env: { ...process.env, BUILD_LABEL: ALT_BUILD_LABEL, BUILD_OUT_DIR: join(ALT_RELEASES_DIR, ALT_RELEASE_NAME) },
      stdio: 'inherit',
    });
  }
  buildTeamReleases();
}
