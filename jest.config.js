// Every package's jest suite, run together by `npm test`.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/evaluator', '<rootDir>/gateway', '<rootDir>/shell'],
  testTimeout: 120000,
};
