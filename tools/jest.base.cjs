// Jest settings shared by every package: TypeScript through @swc/jest, tests beside the code.
const path = require('node:path');

module.exports = function jestProject(dir, overrides = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
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
