// What a team does to ship its area alone: copy the company area's folder, change it there (a new
// screen and route using Chakra components no other area imports, one with a state machine and two
// without, and a dependency of its own), and build only that folder into a release. A second copy has
// upgraded one shared library to a major the deployed shell does not provide.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './env';

export const TEAM_RELEASES_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bullpen-e2e-team-releases');
export const TEAM_RELEASE = { name: 'company-team-news', label: 'company team-news release' };
export const NEXT_MAJOR_RELEASE = { name: 'company-next-major', label: 'company next-major release' };
export const NEXT_MAJOR_ZUSTAND = '6.0.0';

const AREA = 'mfe-company';

const TEAM_NEWS_SCREEN = `// Team news: a screen of the company team's own, with components no other area uses.
import { useState } from 'react';
import { Box, Breadcrumb, Heading, Kbd, RatingGroup, Text } from '@chakra-ui/react';
import { headline } from 'team-news-format';

export default function TeamNewsScreen() {
  const [rating, setRating] = useState(0);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link href="/company/login">Recruiters</Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>Team news</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="2xl" mt="4">{headline('Team news')}</Heading>
      <Text mt="3">
        Press <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> to search candidates.
      </Text>
      <RatingGroup.Root count={5} value={rating} onValueChange={(details) => setRating(details.value)} mt="4">
        <RatingGroup.Label>Rate this page</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <RatingGroup.Control />
      </RatingGroup.Root>
      <Text mt="2">{rating ? \`You rated it \${rating} of 5\` : 'Not rated yet'}</Text>
    </Box>
  );
}
`;

/** Copies the area's folder as its team has it (sources, routes, build set-up; no build output). */
function copyArea(target: string) {
  rmSync(target, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, AREA), target, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
}

function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer has ${JSON.stringify(from)}: update the team release set-up`);
  writeFileSync(file, text.replace(from, to));
}

function addTeamNews(folder: string) {
  const screenDir = join(folder, 'src/features/team-news');
  mkdirSync(screenDir, { recursive: true });
  writeFileSync(join(screenDir, 'team-news-screen.tsx'), TEAM_NEWS_SCREEN);
  const app = join(folder, 'src/app.tsx');
  edit(app, 'const ROUTES', "const TeamNewsPage = lazyScreen(() => import('./features/team-news/team-news-screen'));\n\nconst ROUTES");
  edit(app, 'const ROUTES: AreaRoute[] = [', "const ROUTES: AreaRoute[] = [\n  { path: '/company/team-news', screen: TeamNewsPage },");
  const routesFile = join(folder, 'src/routes.json');
  const published = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: unknown[] };
  published.routes.push({ path: '/company/team-news', guard: 'public' });
  writeFileSync(routesFile, JSON.stringify(published, null, 2));
  // A dependency of the team's own, installed in its folder only.
  const dependency = join(folder, 'node_modules/team-news-format');
  mkdirSync(dependency, { recursive: true });
  writeFileSync(join(dependency, 'package.json'), JSON.stringify({ name: 'team-news-format', version: '1.0.0', main: 'index.js' }));
  writeFileSync(join(dependency, 'index.js'), "exports.headline = (title) => title + ' from the recruiting team';\n");
}

/** The team upgraded zustand to a major the deployed shell does not provide (installed in its folder). */
function upgradeZustand(folder: string) {
  const own = join(folder, 'node_modules/zustand');
  cpSync(join(REPO_ROOT, 'node_modules/zustand'), own, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(own, 'package.json'), 'utf8')) as { version: string };
  manifest.version = NEXT_MAJOR_ZUSTAND;
  writeFileSync(join(own, 'package.json'), JSON.stringify(manifest, null, 2));
}

/** `npx webpack --mode production` in `folder` with `env` over the run's; rejects when the build fails. */
export function webpackBuild(folder: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['webpack', '--mode', 'production'], { cwd: folder, env: { ...process.env, ...env }, stdio: 'inherit' });
    build.on('error', reject);
    build.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build in ${folder} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/**
 * Builds both releases unless they are newer than the area's own build, one after the other: both are
 * the company area, whose webpack cache folder they share.
 */
export async function buildTeamReleases(): Promise<void> {
  const areaManifest = join(REPO_ROOT, AREA, 'dist', 'mf-manifest.json');
  for (const [release, change] of [
    [TEAM_RELEASE, addTeamNews],
    [NEXT_MAJOR_RELEASE, upgradeZustand],
  ] as const) {
    const manifest = join(TEAM_RELEASES_DIR, release.name, 'mf-manifest.json');
    if (existsSync(manifest) && existsSync(areaManifest) && statSync(manifest).mtimeMs > statSync(areaManifest).mtimeMs) continue;
    // Beside the area folders, so that its build set-up (../tools) is found as in the area's own folder.
    const folder = join(REPO_ROOT, `.tmp-${release.name}`);
    copyArea(folder);
    change(folder);
    await webpackBuild(folder, { BUILD_LABEL: release.label, BUILD_OUT_DIR: join(TEAM_RELEASES_DIR, release.name) });
    rmSync(folder, { recursive: true, force: true });
  }
}
