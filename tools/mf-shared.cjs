// The one Module Federation `shared` declaration used by the shell and every remote: each entry a singleton.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

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
  ['@chakra-ui/react', '@chakra-ui/react'],
  ['@emotion/react', '@emotion/react'],
  // Only the stateful half of @bullpen/shared is shared (shared/src/core.ts); its domain rules are not.
  ['@bullpen/shared/core', '@bullpen/shared'],
];

function sharedConfig() {
  const shared = {};
  for (const [request, pkg] of SINGLETONS) {
    const version = versionOf(pkg);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: pkg,
    };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
