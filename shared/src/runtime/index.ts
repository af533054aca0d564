export * from './contract';
export * from './routes';
export * from './manifest';
export * from './compat';
