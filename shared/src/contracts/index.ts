export * from './company';
export * from './admin';
