// The build and deploy tools' own tests.
module.exports = require('./jest.base.cjs')(__dirname, { testMatch: ['<rootDir>/*.test.ts'] });
