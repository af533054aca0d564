export * from './system';
export * from './toaster';
export * from './states';
export * from './frame';
export * from './area';
export * from './query-client';
export * from './lazy-screen';
