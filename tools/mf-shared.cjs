// The one Module Federation `shared` declaration used by the shell and every remote: each entry a singleton.
// It is the same in every build, whatever folder builds it: it depends on the installed packages only.
const fs = require('node:fs');
const path = require('node:path');
const { chakraEntries, EAGER_ENTRIES } = require('./design-system.cjs');

const root = path.resolve(__dirname, '..');
/** The version of `pkg` a build gets, resolved from its own folder: a team may install its own. */
const versionOf = (pkg, dir) => JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [dir] }), 'utf8')).version;

// Packages shared by the shell and every remote. Subpaths are listed beside their package,
// otherwise a second renderer (jsx-runtime, react-dom/client) would be bundled into each app.
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['react-router', 'react-router'],
  ['zustand', 'zustand'],
  // Its client lives in each root's provider (@bullpen/shared/core), read by the screens' useQuery: one copy.
  ['@tanstack/react-query', '@tanstack/react-query'],
  // Chakra's root entry as tools/design-system.cjs cuts it (the build aliases it to that module).
  ['@chakra-ui/react', '@chakra-ui/react'],
  ['@emotion/react', '@emotion/react'],
  // Only the stateful half of @bullpen/shared is shared (shared/src/core.ts); its domain rules are not.
  ['@bullpen/shared/core', '@bullpen/shared'],
];

// Stateful too, but not needed by the shell's first chunk: fetched by the first page that uses it.
const LAZY_SINGLETONS = [['@bullpen/shared/progress', '@bullpen/shared', path.join(root, 'shared/src/stores/progress.ts')]];

/** A singleton of `pkg` at the version the build in `dir` has. */
function singletonOf(pkg, dir) {
  const version = versionOf(pkg, dir);
  return { singleton: true, requiredVersion: `^${version}`, version, packageName: pkg };
}

/**
 * @param {{ host?: boolean, dir?: string }} [options] the shell provides every entry, the remotes those
 *   they use; `dir` is the folder of the build, whose installed versions it states
 */
function sharedConfig({ host = false, dir = root } = {}) {
  const shared = {};
  // Every page needs these: in the shell they are part of its entry, one file fetched at once, rather
  // than a file each after the entry has run (the same bytes compress better together).
  for (const [request, pkg] of SINGLETONS) shared[request] = { ...singletonOf(pkg, dir), eager: host };
  // The lazy ones, and Chakra's other entry points. In the shell, `import` names the file itself, so
  // the shell provides each of them whether its own code uses it or not: its copies, which share its
  // Chakra internals, are the ones every remote gets. A remote provides (and keeps as a fallback) only
  // those it uses, like any shared module. The toaster's entry is part of the shell's entry: it draws
  // it at once.
  const lazy = [...LAZY_SINGLETONS, ...Object.entries(chakraEntries()).map(([request, file]) => [request, '@chakra-ui/react', file])];
  for (const [request, pkg, file] of lazy) {
    shared[request] = { ...singletonOf(pkg, dir), ...(host ? { import: file, eager: EAGER_ENTRIES.includes(request) } : {}) };
  }
  return shared;
}

/** What the shell provides, shared key → version: built into it for its compatibility check. */
function providedByShell(dir = root) {
  return Object.fromEntries(Object.entries(sharedConfig({ host: true, dir })).map(([request, { version }]) => [request, version]));
}

module.exports = { sharedConfig, providedByShell, SINGLETONS };
