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
};
