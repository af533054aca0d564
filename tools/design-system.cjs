// The design system as every build shares it: Chakra UI cut along its own public entry points.
//
// The shell provides all of Chakra, so a remote may use any component without asking another team:
// - `@chakra-ui/react` itself is shared as a module of the names the shell draws at first paint (the
//   CORE_FOLDERS below) and those that belong to no component (styled-system, hooks, utilities);
// - every component folder is shared from its own entry point (`@chakra-ui/react/kbd`), as are the
//   preset and the collections. The shell provides each of them; a page fetches the ones it shows.
// Both lists come from Chakra's installed package alone (its `./*` export and what each entry point
// exports), never from the workspace's sources, so every build, in any folder, declares the same
// surface. Sources keep importing from `@chakra-ui/react`: tools/chakra-imports-loader.cjs points each
// name at its entry point while building.
const fs = require('node:fs');
const path = require('node:path');
const { CachedInputFileSystem, ResolverFactory } = require('enhanced-resolve');

const root = path.resolve(__dirname, '..');
const CHAKRA = '@chakra-ui/react';
const CACHE_DIR = path.join(root, 'node_modules/.cache/bullpen/design-system');

/**
 * Components in Chakra's root entry, part of the shell's first chunk: the layout, type and controls
 * the navbar, footer and loading states draw. This list is part of the contract (README, "The design
 * system"); a shell that draws something else at first paint adds its folder here.
 */
const CORE_FOLDERS = [
  'absolute-center', 'badge', 'box', 'button', 'center', 'circle', 'code', 'container', 'flex', 'group',
  'heading', 'icon', 'image', 'link', 'list', 'portal', 'show', 'simple-grid', 'skeleton', 'span',
  'spinner', 'square', 'stack', 'text', 'visually-hidden',
];
/** Root names that are heavy or rare, shared from their own entry point like a component. */
const OWN_ENTRY_SUBPATHS = ['preset', 'collection'];
/** Entry points whose names are in the root module too; shared so a direct import gets the shell's copy. */
const ROOT_SUBPATHS = ['styled-system', 'hooks', 'preset-base'];
/** Component entry points the shell's first chunk imports (its toaster): in the shell's entry. */
const EAGER_ENTRIES = [`${CHAKRA}/toast`];

// As webpack resolves for a production web build: the ES module files, which the root module re-exports too.
const resolver = ResolverFactory.createResolver({
  fileSystem: new CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  conditionNames: ['webpack', 'production', 'browser', 'module', 'import'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.mjs', '.js'],
});
const resolveEsm = (request) => resolver.resolveSync({}, root, request);

const chakraDir = () => path.dirname(require.resolve(`${CHAKRA}/package.json`, { paths: [root] }));
const chakraVersion = () => require(path.join(chakraDir(), 'package.json')).version;

let catalogMemo;
/**
 * What Chakra's installed package exports, read by loading its CommonJS build: its component folders,
 * and for each root name the entry point it belongs to (the one exporting the very same value).
 * Cached per Chakra version.
 * @returns {{ version: string, folders: string[], entryOf: Record<string, string> }}
 */
function chakraCatalog() {
  if (catalogMemo) return catalogMemo;
  const version = chakraVersion();
  const cacheFile = path.join(CACHE_DIR, `chakra-${version}.json`);
  if (fs.existsSync(cacheFile)) return (catalogMemo = JSON.parse(fs.readFileSync(cacheFile, 'utf8')));
  const load = (request) => require(require.resolve(request, { paths: [root] }));
  const rootExports = load(CHAKRA);
  const componentsDir = path.join(chakraDir(), 'dist/esm/components');
  const folders = fs
    .readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  /** @type {Record<string, string>} */
  const entryOf = {};
  const claim = (subpath) => {
    const entry = `${CHAKRA}/${subpath}`;
    const exported = load(entry);
    for (const name of Object.keys(exported)) {
      if (!(name in entryOf) && rootExports[name] === exported[name]) entryOf[name] = entry;
    }
  };
  for (const folder of folders) claim(folder);
  for (const subpath of OWN_ENTRY_SUBPATHS) claim(subpath);
  for (const name of Object.keys(rootExports)) entryOf[name] ??= CHAKRA;
  for (const folder of CORE_FOLDERS) {
    if (!folders.includes(folder)) throw new Error(`tools/design-system.cjs: Chakra ${version} has no component folder '${folder}'`);
  }
  catalogMemo = { version, folders, entryOf };
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify(catalogMemo));
  return catalogMemo;
}

const coreEntries = () => new Set(CORE_FOLDERS.map((folder) => `${CHAKRA}/${folder}`));

/** The entry point a name imported from `@chakra-ui/react` is taken from in the build. */
function chakraImportTarget(name) {
  const entry = chakraCatalog().entryOf[name];
  return !entry || coreEntries().has(entry) ? CHAKRA : entry;
}

/** The names of Chakra's root entry that the shared root module keeps. */
function rootNames() {
  return Object.keys(chakraCatalog().entryOf)
    .filter((name) => chakraImportTarget(name) === CHAKRA)
    .sort();
}

/**
 * Writes the shared root module (left untouched when its content is the same, so its mtime tells when
 * Chakra changed) and returns its path.
 */
function chakraRootModule() {
  const file = path.join(CACHE_DIR, `chakra-root-${chakraVersion()}.mjs`);
  const esmIndex = resolveEsm(CHAKRA);
  const body =
    `// Generated by tools/design-system.cjs: Chakra ${chakraVersion()}'s root entry as the shell shares it.\n` +
    `export { ${rootNames().join(', ')} } from ${JSON.stringify(esmIndex)};\n`;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
  return file;
}

/** Every Chakra entry point shared beside the root, each → its file. */
function chakraEntries() {
  const subpaths = [...chakraCatalog().folders, ...OWN_ENTRY_SUBPATHS, ...ROOT_SUBPATHS];
  return Object.fromEntries(subpaths.map((subpath) => `${CHAKRA}/${subpath}`).sort().map((entry) => [entry, resolveEsm(entry)]));
}

module.exports = { CHAKRA, CORE_FOLDERS, EAGER_ENTRIES, chakraCatalog, chakraImportTarget, chakraRootModule, chakraEntries, rootNames };
