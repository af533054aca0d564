// Bundles the gateway into dist/server.js and the CV reader's worker into dist/cv-text-worker.js
// (CommonJS for Node 20), and copies the SQL migrations beside it.
// npm packages stay external (installed beside the bundle) except the workspace's own packages
// (@bullpen/shared, @bullpen/evaluator), which are TypeScript source.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Marks every bare import external except the workspace's own TypeScript packages. */
const externalPackagesExceptOurs = {
  name: 'external-packages-except-ours',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (/^@bullpen\/(shared|evaluator)(\/|$)/.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
// The CV reader's worker thread runs a file of its own, beside server.js.
await build({
  entryPoints: { server: path.join(here, 'src/server.ts'), 'cv-text-worker': path.join(here, 'src/prep/cv-text-worker.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackagesExceptOurs],
});
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`gateway built: ${path.relative(process.cwd(), path.join(dist, 'server.js'))}`);
