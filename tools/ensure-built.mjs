#!/usr/bin/env node
// Builds every package whose build is missing or older than its sources (two at a time).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// What every front end's build depends on beside its own folder: the platform package, the build tools
// (the shared declaration follows the installed packages, hence the lock file).
const require = createRequire(import.meta.url);
const SHARED_INPUTS = [
  'shared/src',
  'shared/package.json',
  'tools/webpack.app.cjs',
  'tools/mf-shared.cjs',
  'tools/design-system.cjs',
  'tools/chakra-imports-loader.cjs',
  'tools/build-assets.cjs',
  'tools/area-plugin.cjs',
  'package-lock.json',
];
const PACKAGES = [
  {
    name: '@bullpen/gateway',
    dir: 'gateway',
    output: 'gateway/dist/server.js',
    // The evaluator, the prep generator and the question bank are server code: only the gateway bundles them.
    inputs: ['gateway/src', 'gateway/build.mjs', 'gateway/package.json', 'evaluator/src', 'evaluator/content', 'evaluator/package.json'],
  },
  { name: '@bullpen/shell', dir: 'shell', output: 'shell/dist/index.html', inputs: ['shell/src', 'shell/package.json'] },
  ...['community', 'practice', 'prep', 'company', 'admin'].map((area) => ({
    name: `@bullpen/mfe-${area}`,
    dir: `mfe-${area}`,
    output: `mfe-${area}/dist/mf-manifest.json`,
    inputs: [`mfe-${area}/src`, `mfe-${area}/package.json`],
  })),
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(pkg) {
  const output = join(root, pkg.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return [...pkg.inputs, ...SHARED_INPUTS].some((input) => newestMtime(input) > built);
}

function build(pkg) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    console.log(`building ${pkg.name}…`);
    const child = spawn('npm', ['run', 'build', '--workspace', pkg.name], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${pkg.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`Build of ${pkg.name} failed (exit ${code})`));
    });
  });
}

/**
 * The pages prerendered from the builds (tools/prerender.ts): made again when the shell, a remote or
 * the sources they render are newer than them.
 */
function prerender() {
  const list = join(root, 'shell/dist/prerendered/pages.json');
  // The navbar and footer show the menu entries every remote publishes (area.json).
  const areas = PACKAGES.filter((pkg) => pkg.dir.startsWith('mfe-')).map((pkg) => `${pkg.dir}/dist/area.json`);
  const inputs = ['tools/prerender.ts', 'shell/dist/index.html', 'mfe-community/dist/mf-manifest.json', ...areas];
  if (existsSync(list) && !inputs.some((input) => newestMtime(input) > statSync(list).mtimeMs)) return;
  const started = Date.now();
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'tools/prerender.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Prerendering the pages failed');
    process.exit(1);
  }
  console.log(`prerendered the pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const stale = PACKAGES.filter(isStale);
if (stale.length === 0) {
  console.log('All packages are built.');
} else {
  const queue = [...stale];
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    while (queue.length) await build(queue.shift());
  });
  try {
    await Promise.all(workers);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
prerender();
