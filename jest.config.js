// Every package's jest suite, run together by `npm test`: each area's screen tests run as a project too.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/evaluator',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/tools',
    '<rootDir>/mfe-community',
    '<rootDir>/mfe-practice',
    '<rootDir>/mfe-prep',
    '<rootDir>/mfe-company',
    '<rootDir>/mfe-admin',
  ],
  testTimeout: 120000,
  // One worker per core, not Jest's default of one fewer: on a two-core machine that default runs every
  // suite in one process, and a core sits idle while a suite waits on its database and sockets.
  maxWorkers: '100%',
};
