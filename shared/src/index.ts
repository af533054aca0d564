// Public surface of @bullpen/shared, the singleton every area shares.
export * from './runtime';
export * from './domain';
export * from './api';
export * from './stores';
export * from './ui';
