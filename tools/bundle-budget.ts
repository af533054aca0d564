// Which built files a page needs, read from each build's build-graph.json (tools/build-assets.cjs), and
// their compressed sizes: the figures the bundle budgets check, without a browser.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BuildGraph {
  entries: Record<string, string[]>;
  lazy: Record<string, string[]>;
  shared: Record<string, string[]>;
  chunks: Record<string, { files: string[]; consumes: string[]; packages: string[] }>;
}

export interface Build {
  dir: string;
  graph: BuildGraph;
}

export function readBuild(dir: string): Build {
  const file = path.join(dir, 'build-graph.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (node tools/ensure-built.mjs)`);
  return { dir, graph: JSON.parse(fs.readFileSync(file, 'utf8')) as BuildGraph };
}

/**
 * Collects the files of chunks and, for every shared module they consume, the provider's chunks:
 * the shell provides every shared library, so a remote's own fallback copies are never fetched.
 */
export class PageFiles {
  readonly files = new Set<string>();
  private readonly sharedSeen = new Set<string>();

  constructor(private readonly provider: Build) {}

  addChunks(build: Build, chunkIds: readonly string[]): this {
    for (const id of chunkIds) {
      const chunk = build.graph.chunks[id];
      if (!chunk) throw new Error(`chunk ${id} is not in ${build.dir}/build-graph.json`);
      for (const file of chunk.files) this.files.add(path.join(build.dir, file));
      for (const key of chunk.consumes) this.addShared(key);
    }
    return this;
  }

  addEntry(build: Build, name: string): this {
    const ids = build.graph.entries[name];
    if (!ids) throw new Error(`no entry ${name} in ${build.dir}`);
    return this.addChunks(build, ids);
  }

  addLazy(build: Build, request: string): this {
    const ids = build.graph.lazy[request];
    if (!ids) throw new Error(`no lazy import of ${request} in ${build.dir}`);
    return this.addChunks(build, ids);
  }

  private addShared(key: string): void {
    if (this.sharedSeen.has(key)) return;
    this.sharedSeen.add(key);
    const ids = this.provider.graph.shared[key];
    if (!ids) throw new Error(`the shell provides no shared module ${key}`);
    this.addChunks(this.provider, ids);
  }
}

export interface SizeReport {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Size of a file as sent: its precompressed copy when the build wrote one, else compressed here. */
export function sizesOf(files: Iterable<string>): SizeReport {
  const report: SizeReport = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = fs.readFileSync(file);
    const copy = (suffix: string, compress: (b: Buffer) => Buffer) =>
      fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : compress(content).length;
    report.files += 1;
    report.raw += content.length;
    report.gzip += copy('.gz', (b) => zlib.gzipSync(b, { level: 9 }));
    report.brotli += copy('.br', (b) =>
      zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    );
  }
  return report;
}

export const AREA_NAMES = ['community', 'practice', 'prep', 'company', 'admin'] as const;

/** `<root>/shell/dist` and `<root>/mfe-<area>/dist`. */
export function readBuilds(root: string) {
  const shell = readBuild(path.join(root, 'shell', 'dist'));
  const areas = Object.fromEntries(AREA_NAMES.map((area) => [area, readBuild(path.join(root, `mfe-${area}`, 'dist'))]));
  return { shell, areas: areas as Record<(typeof AREA_NAMES)[number], Build> };
}

/** The exposed `./app` of every remote is built from this file. */
export const EXPOSED_APP = './src/app.tsx';

/**
 * JavaScript a first visit to a page needs before it can paint the area's content: the shell's entry
 * (its app and the shared libraries it provides), the area's remote entry and `./app`, the screen's
 * lazy chunk, and every shared module those consume (from the shell).
 */
export function firstPaintFiles(root: string, area: (typeof AREA_NAMES)[number], screenRequest: string): Set<string> {
  const { shell, areas } = readBuilds(root);
  const remote = areas[area];
  return new PageFiles(shell)
    .addEntry(shell, 'main')
    .addEntry(remote, area)
    .addLazy(remote, EXPOSED_APP)
    .addLazy(remote, screenRequest).files;
}

/** A remote's entry: remoteEntry.js and the initial chunks of its exposed `./app`, without shared modules. */
export function remoteEntryFiles(root: string, area: (typeof AREA_NAMES)[number]): string[] {
  const remote = readBuild(path.join(root, `mfe-${area}`, 'dist'));
  const ids = [...(remote.graph.entries[area] ?? []), ...(remote.graph.lazy[EXPOSED_APP] ?? [])];
  if (ids.length === 0) throw new Error(`${remote.dir} has no entry ${area} or exposed ${EXPOSED_APP}`);
  return [...new Set(ids.flatMap((id) => (remote.graph.chunks[id]?.files ?? []).map((file) => path.join(remote.dir, file))))];
}
