// GET /api/config: what the browser needs to know about this deployment. Nothing secret.
import express, { type Router } from 'express';
import type { Config } from '../config';

/** The anon key supabase-js is given in embedded mode; any string works there, this one says what it is. */
export const EMBEDDED_ANON_KEY = 'bullpen-embedded-anon';

export function publicConfig(config: Pick<Config, 'demoMode' | 'gatePassword' | 'supabase' | 'stripe' | 'oauth'>) {
  const proxied = Boolean(config.supabase);
  return {
    demoMode: config.demoMode,
    gateEnabled: Boolean(config.gatePassword),
    auth: {
      embedded: !proxied,
      // Embedded auth offers the providers configured here; Supabase decides for itself which it has enabled.
      providers: { google: proxied || Boolean(config.oauth.google), linkedin: proxied || Boolean(config.oauth.linkedin) },
    },
    supabaseAnonKey: config.supabase?.anonKey ?? EMBEDDED_ANON_KEY,
    // Pro through Stripe Checkout; without it, students request Pro from an admin.
    billing: { checkout: Boolean(config.stripe) },
  };
}

export function publicConfigRoutes(config: Pick<Config, 'demoMode' | 'gatePassword' | 'supabase' | 'stripe' | 'oauth'>): Router {
  const body = publicConfig(config);
  const router = express.Router();
  router.get('/config', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
