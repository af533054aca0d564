// Jest settings shared by every package: TypeScript through @swc/jest, tests beside the code.
const path = require('node:path');

/**
 * `dom: true` runs the package's tests in jsdom (with Node's fetch, Response and streams, which MSW
 * needs: jest-fixed-jsdom) after the shared set-up for screens: jest-dom matchers, the browser APIs
 * Chakra reads, and a clean DOM and session between tests (shared/src/testing/setup.ts).
 */
module.exports = function jestProject(dir, { dom = false, ...overrides } = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: dom ? 'jest-fixed-jsdom' : 'node',
    ...(dom && {
      testEnvironmentOptions: { url: 'http://localhost/' },
      setupFilesAfterEnv: [path.join(__dirname, '../shared/src/testing/setup.ts')],
      // MSW's dependencies that ship only ES modules (.mjs files, until-async) are compiled to CommonJS like our sources.
      transformIgnorePatterns: ['/node_modules/(?!until-async/)(?!.*\\.mjs$)'],
    }),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@bullpen/shared$': '<rootDir>/../shared/src/index.ts',
      '^@bullpen/shared/progress$': '<rootDir>/../shared/src/stores/progress.ts',
      '^@bullpen/shared/(.*)$': '<rootDir>/../shared/src/$1',
    },
    ...overrides,
  };
};
