// With SUPABASE_URL set, /auth/v1 is Supabase's: the gateway forwards it there as it is (./proxy.ts), with
// the user's Authorization header, which Supabase needs.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createProxy, type ProxySettings, type Upstream } from './proxy';

export function supabaseAuthProxy(supabaseUrl: string, settings: ProxySettings, logger: Logger): RequestHandler {
  const upstream: Upstream = { service: 'Supabase auth', target: `${supabaseUrl}/auth/v1`, actsForUser: true };
  return createProxy(() => upstream, settings, logger);
}
