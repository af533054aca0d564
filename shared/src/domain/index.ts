export * from './specializations';
export * from './question';
