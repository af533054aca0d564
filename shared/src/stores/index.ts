export * from './session';
export * from './progress';
