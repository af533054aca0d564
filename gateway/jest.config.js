// PGlite's CommonJS build loads Node built-ins with import(), which Jest's VM refuses without
// --experimental-vm-modules (electric-sql/pglite#224): compile those import() calls to require().
const base = require('../tools/jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  transform: {
    '/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } },
    ],
    ...base.transform,
  },
  // openid-client and the oidc-provider tests run against ship ES modules only: compiled to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|openid-client|oauth4webapi|oidc-provider|jose|@koa|koa|quick-lru|nanoid|eta)/)'],
};
