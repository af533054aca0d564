// The one supabase-js client of the page, pointed at the gateway's /auth/v1 and shared by every area.
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
import { getAppConfig } from './config';

/** 'false' when the user signed in without "Remember me": the session then lives in sessionStorage. */
export const REMEMBER_ME_KEY = 'bullpen_remember_me';

export function setRememberMe(remember: boolean) {
  localStorage.setItem(REMEMBER_ME_KEY, String(remember));
}

/** Session storage that honours "Remember me": localStorage to survive the browser, else this tab only. */
export const rememberingStorage: SupportedStorage = {
  getItem: (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key),
  setItem: (key, value) => {
    const remember = localStorage.getItem(REMEMBER_ME_KEY) !== 'false';
    (remember ? localStorage : sessionStorage).setItem(key, value);
    (remember ? sessionStorage : localStorage).removeItem(key);
  },
  removeItem: (key) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};

let client: Promise<SupabaseClient> | null = null;

/** Created on first use (supabase-js is its own chunk), with the anon key from /api/config. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), getAppConfig()]).then(([{ createClient }, config]) =>
    createClient(window.location.origin, config.supabaseAnonKey, {
      auth: {
        flowType: 'implicit',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storage: rememberingStorage,
      },
    }),
  );
  return client;
}

export type { AuthChangeEvent, AuthError, Session, SupabaseClient, User } from '@supabase/supabase-js';
