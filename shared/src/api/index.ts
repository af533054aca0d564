export * from './client';
export * from './config';
export * from './supabase';
export * from './account';
export * from './gate';
