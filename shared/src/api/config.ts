// The public configuration the gateway gives the browser (GET /api/config), read once per page.
import { apiFetch } from './client';

export interface AppConfig {
  /** Reproduces the spec's demo build: premium screens open to all, URL bypasses work. */
  demoMode: boolean;
  /** The shared-password gate on /aihub, /training, /skills and /skill-games. */
  gateEnabled: boolean;
  auth: {
    /** True when the gateway's own auth service answers (no hosted Supabase). */
    embedded: boolean;
    providers: { google: boolean; linkedin: boolean };
  };
  supabaseAnonKey: string;
  /** `checkout`: Pro is bought through Stripe Checkout; otherwise students request it from an admin. */
  billing: { checkout: boolean };
}

export const EMBEDDED_ANON_KEY = 'bullpen-embedded-anon';

/** What the browser assumes when /api/config cannot be read: embedded auth, no demo, no gate. */
export const FALLBACK_CONFIG: AppConfig = {
  demoMode: false,
  gateEnabled: false,
  auth: { embedded: true, providers: { google: false, linkedin: false } },
  supabaseAnonKey: EMBEDDED_ANON_KEY,
  billing: { checkout: false },
};

let pending: Promise<AppConfig> | null = null;

/** The configuration, fetched once; a failed read falls back to the defaults and is retried next call. */
export function getAppConfig(): Promise<AppConfig> {
  pending ??= apiFetch<Partial<AppConfig>>('/api/config')
    .then((config) => ({
      ...FALLBACK_CONFIG,
      ...config,
      auth: { ...FALLBACK_CONFIG.auth, ...config.auth },
      billing: { ...FALLBACK_CONFIG.billing, ...config.billing },
      supabaseAnonKey: config.supabaseAnonKey || EMBEDDED_ANON_KEY,
    }))
    .catch((error: unknown) => {
      console.error('[config] /api/config could not be read; using defaults', error);
      pending = null;
      return FALLBACK_CONFIG;
    });
  return pending;
}
