// The registry served when none is configured: every remote from this repository's own builds.
import { CONTRACT_VERSION, type Guard, type Registry, type RegistryRemote } from '@bullpen/shared/runtime';

function remote(name: string, routes: Array<[path: string, guard: Guard]>): RegistryRemote {
  return {
    name,
    manifest: `/mfe/${name}/mf-manifest.json`,
    routes: routes.map(([path, guard]) => ({ path, guard })),
  };
}

export const defaultRegistry: Registry = {
  contractVersion: CONTRACT_VERSION,
  remotes: [
    remote('community', [
      ['/bullpen', 'public'],
      ['/bullpen/terms-of-service', 'public'],
      ['/terms-of-service', 'public'],
      ['/events', 'public'],
      ['/pricing', 'public'],
      ['/demo', 'public'],
      ['/demo/*', 'public'],
    ]),
    remote('practice', [
      ['/aihub', 'public'],
      ['/interviews', 'public'],
      ['/skills', 'public'],
      ['/leaderboard', 'public'],
      ['/specialization/:name', 'premium'],
      ['/interview/:specialization/:interviewType', 'premium'],
      ['/training', 'premium'],
      ['/skill-games', 'premium'],
    ]),
    remote('prep', [
      ['/personalizedPrep', 'auth'],
      ['/DashboardPersonalizedPrep', 'auth'],
      ['/AnalysisPersonalizedPrep', 'auth'],
    ]),
    remote('company', [
      ['/company/login', 'public'],
      ['/company/contact', 'public'],
      ['/company-forgot-password', 'public'],
      ['/company/analytics', 'company'],
      ['/company-analytics', 'company'],
      ['/company/candidate/:id', 'company'],
      ['/company/chat', 'company'],
      ['/company/chat/:candidateId', 'company'],
      ['/company-chat/:id', 'company'],
    ]),
    remote('admin', [
      ['/admin', 'admin'],
      ['/admin-hub', 'admin'],
      ['/admin/linkedin-background', 'admin'],
    ]),
  ],
};

/** The remotes this repository builds itself, served from `<root>/mfe-<name>/dist` under `/mfe/<name>/`. */
export const LOCAL_REMOTE_NAMES: readonly string[] = defaultRegistry.remotes.map((r) => r.name);
