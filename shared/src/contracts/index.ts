export * from './company';
export * from './admin';
export * from './analytics';
export * from './leaderboard';
export * from './review';
export * from './billing';
export * from './specializations';
