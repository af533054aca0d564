// Before the run: a second build of one remote, with its own label, for the deployment tests, the
// releases a team builds from its own folder (support/team-releases.ts), and the local OpenID Connect
// provider the gateway's Google sign-in uses (stopped after the run).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalOidcProvider } from '../../gateway/test/oidc-provider';
import { E2E_BASE_URL, E2E_OIDC_CLIENT, E2E_OIDC_PORT, REPO_ROOT } from './env';
import { buildTeamReleases, webpackBuild } from './team-releases';

export const ALT_BUILD_LABEL = 'community e2e-alternate';
export const ALT_RELEASES_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bullpen-e2e-releases');
export const ALT_RELEASE_NAME = 'community-alt';

export default async function globalSetup() {
  const altManifest = join(ALT_RELEASES_DIR, ALT_RELEASE_NAME, 'mf-manifest.json');
  const mainManifest = join(REPO_ROOT, 'mfe-community', 'dist', 'mf-manifest.json');
  const stale = !existsSync(altManifest) || statSync(altManifest).mtimeMs < statSync(mainManifest).mtimeMs;
  // The community build runs beside the company team's releases: each keeps about one core busy.
  await Promise.all([
    stale && webpackBuild(join(REPO_ROOT, 'mfe-community'), { BUILD_LABEL: ALT_BUILD_LABEL, BUILD_OUT_DIR: join(ALT_RELEASES_DIR, ALT_RELEASE_NAME) }),
    buildTeamReleases(),
  ]);
  const googleStandIn = await startLocalOidcProvider({
    port: E2E_OIDC_PORT,
    clientId: E2E_OIDC_CLIENT.id,
    clientSecret: E2E_OIDC_CLIENT.secret,
    redirectUris: [`${E2E_BASE_URL}/auth/v1/callback`],
  });
  return () => googleStandIn.close();
}
