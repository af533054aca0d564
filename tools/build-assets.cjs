// Webpack plugins that add to each build's output: precompressed copies of the files the browser
// fetches, and build-graph.json, the chunk graph the bundle budgets are computed from.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Adds `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text asset, as assets of
 * the build (so `output.clean` keeps them); compressed once per content, through webpack's cache.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has added its files (the federation manifest, index.html).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const item = cache.getItemCache(name, cache.getLazyHashedEtag(source));
              let copies = await item.getPromise();
              if (!copies) {
                const content = source.buffer();
                const [br, gz] = await Promise.all([
                  brotli(content, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                    },
                  }),
                  gzip(content, { level: 9 }),
                ]);
                copies = { br, gz };
                await item.storePromise(copies);
              }
              const { info } = compilation.getAsset(name);
              for (const [suffix, content] of [['.br', copies.br], ['.gz', copies.gz]]) {
                compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(content), {
                  immutable: info.immutable,
                  development: true,
                });
              }
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

const jsFiles = (chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).sort();

/**
 * Emits build-graph.json: every chunk group (entry points, lazy imports, exposed modules and the
 * fallbacks of shared modules) with the JavaScript files it needs, and for each chunk the shared
 * modules it consumes. Enough to tell, without a browser, which files a page loads.
 */
class BuildGraphPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => compilation.emitAsset('build-graph.json', new sources.RawSource(JSON.stringify(buildGraph(compilation), null, 1))),
      );
    });
  }
}

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** npm packages whose code is in a module (all of them, for a module that concatenates several). */
function packagesOf(module, into) {
  for (const inner of module.modules ?? [module]) {
    const match = inner.resource && PACKAGE.exec(inner.resource);
    if (match) into.add(match[1].replace(/\\/g, '/'));
  }
}

function buildGraph(compilation) {
  const { chunkGraph } = compilation;
  const chunks = {};
  for (const chunk of compilation.chunks) {
    const consumes = new Set();
    const packages = new Set();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
      packagesOf(module, packages);
    }
    chunks[String(chunk.id)] = { files: jsFiles(chunk), consumes: [...consumes].sort(), packages: [...packages].sort() };
  }
  const groupChunks = (group) => group.chunks.map((chunk) => String(chunk.id));
  const entries = {};
  for (const [name, entrypoint] of compilation.entrypoints) entries[name] = groupChunks(entrypoint);
  // Lazy imports and exposed modules, keyed by the request that starts them (`./bootstrap`, `./src/app.tsx`).
  const lazy = {};
  // Each shared module's own chunks: what is fetched when this build is the one providing it.
  const shared = {};
  const fallbacks = {};
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    for (const origin of group.origins) {
      const module = origin.module;
      if (module && module.type === 'provide-module') {
        shared[module._name] = groupChunks(group);
      } else if (module && module.type === 'consume-shared-module') {
        fallbacks[module.options.shareKey] = groupChunks(group);
      } else if (origin.request) {
        lazy[origin.request] = [...new Set([...(lazy[origin.request] ?? []), ...groupChunks(group)])];
      }
    }
  }
  // Eager shared modules (the shell's) have no chunks of their own: they are in the chunks holding them.
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module._eager) {
      shared[module._name] = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => String(chunk.id));
    }
  }
  return { entries, lazy, shared: { ...fallbacks, ...shared }, chunks };
}

module.exports = { PrecompressPlugin, BuildGraphPlugin, COMPRESSIBLE };
