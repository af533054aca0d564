// Every package's jest suite, run together by `npm test`: each area's screen tests run as a project too.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/evaluator',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mfe-company',
    '<rootDir>/mfe-community',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-prep',
    '<rootDir>/mfe-practice',
  ],
  testTimeout: 120000,
};
