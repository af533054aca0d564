// The routes the remotes' builds publish (mfe-<name>/dist/area.json): what the gateway serves as the
// route table, so a journey that visits every route follows each area's own list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePath } from 'react-router';
import type { Guard, RegistryRoute } from '@bullpen/shared/runtime';
import type { PublishedArea } from '@bullpen/shared/runtime/area';
import { REPO_ROOT } from './env';

export interface PublishedRoute {
  area: string;
  route: RegistryRoute;
}

/** Every built remote's published routes, in the order each area lists them. */
export function publishedRoutes(): PublishedRoute[] {
  const areas = readdirSync(REPO_ROOT).filter((dir) => dir.startsWith('mfe-') && existsSync(join(REPO_ROOT, dir, 'dist', 'area.json')));
  if (areas.length === 0) throw new Error('No remote has published its routes: build first (node tools/ensure-built.mjs)');
  return areas.flatMap((dir) => {
    const area = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'dist', 'area.json'), 'utf8')) as PublishedArea;
    return area.routes.map((route) => ({ area: area.name, route }));
  });
}

/** Values for route parameters that lead to real content (a specialization, an interview type, a candidate). */
const SAMPLE_PARAMS: Record<string, string> = {
  name: 'Investment Banking',
  specialization: 'Investment Banking',
  interviewType: 'Technical',
  id: '3',
  candidateId: '3',
  '*': 'tour',
};

/** A URL of a route's pattern, its parameters filled with sample values. */
export function sampleUrl(pattern: string): string {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = Object.fromEntries([...names, '*'].map((name) => [name, SAMPLE_PARAMS[name] ?? 'sample']));
  return generatePath(pattern, params);
}

/** The role a signed-in test account needs to open a route (admins count as premium). */
export const ROLE_FOR_GUARD = {
  public: undefined,
  auth: 'student',
  premium: 'admin',
  admin: 'admin',
  company: 'recruiter',
} as const satisfies Record<Guard, 'student' | 'admin' | 'recruiter' | undefined>;
