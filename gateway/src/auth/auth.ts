// The auth component assembled: /auth/v1 (the embedded service, or the proxy to Supabase) and the
// middleware with which /api routes require a user or a role.
import type { Router } from 'express';
import express from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { createAccessTokens } from './access-tokens';
import { resolveJwtSecret } from './jwt-secret';
import { createAuthMiddleware, type AuthMiddleware } from './middleware';
import { createOAuthProviders } from './oauth-providers';
import { createOAuthRepo } from './oauth-repo';
import { createOAuthService } from './oauth-service';
import { createAuthRepo } from './repo';
import { createRoleResolver } from './roles';
import { authRoutes } from './routes';
import { createAuthService, type AccountHooks } from './service';
import { supabaseAuthProxy } from '../proxy/supabase-proxy';
import { supabaseTokenVerifier } from './supabase-tokens';

export interface AuthDeps {
  db: Database;
  config: Pick<Config, 'auth' | 'dataDir' | 'publicUrl' | 'supabase' | 'proxy' | 'oauth'>;
  logger: Logger;
  mailer: Mailer;
  limiters: RateLimiters;
  hooks: AccountHooks;
}

export interface AuthComponent {
  /** Mounted at /auth/v1. */
  routes: Router;
  middleware: AuthMiddleware;
  /** The signing key (JWT_SECRET or the generated one), for other signed tokens such as the gate's. */
  key: Uint8Array;
}

export function createAuth({ db, config, logger, mailer, limiters, hooks }: AuthDeps): AuthComponent {
  const key = resolveJwtSecret(config);
  const resolveRoles = createRoleResolver(db, config.auth);
  if (config.supabase) {
    const routes = express.Router().use(supabaseAuthProxy(config.supabase.url, config.proxy, logger));
    return { routes, middleware: createAuthMiddleware(supabaseTokenVerifier(config.supabase.url, key), resolveRoles), key };
  }
  const tokens = createAccessTokens({ key, issuer: `${config.publicUrl}/auth/v1`, ttl: config.auth.accessTokenTtl });
  const { recentSignInWindow, sessionInactivityTimeout: inactivityTimeout, refreshTokenMaxLifetime: maxLifetime } = config.auth;
  const repo = createAuthRepo(db);
  const service = createAuthService({
    repo,
    tokens,
    mailer,
    resolveRoles,
    hooks,
    publicUrl: config.publicUrl,
    sessions: { recentSignInWindow, inactivityTimeout, maxLifetime },
  });
  const providers = createOAuthProviders(config.oauth);
  const oauth = createOAuthService({
    providers,
    repo: createOAuthRepo(db),
    users: repo,
    hooks,
    openSession: service.openSession,
    publicUrl: config.publicUrl,
    logger,
  });
  return {
    routes: authRoutes({ auth: service, oauth, providers: providers.enabled(), secureCookies: config.publicUrl.startsWith('https:') }, limiters),
    middleware: createAuthMiddleware((token) => service.verifyAccessToken(token), resolveRoles),
    key,
  };
}
