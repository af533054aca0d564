// HTTP face of the embedded auth service, mounted at /auth/v1: the endpoints supabase-js calls (AUTH-WIRE.md).
import express, { type Request, type Router } from 'express';
import { jsonBody } from '../http/nul-bytes';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { apiVersionHeader, authErrorHandler, authNotFound, AuthError, sendAuthError } from './auth-error';
import type { OAuthProviderName } from './oauth-providers';
import { browserKeyOf, FLOW_LIFETIME_MS, type OAuthService } from './oauth-service';
import type { AuthService } from './service';

/** What supabase-js is told about this server: the providers are those configured. */
export function authSettings(providers: Record<OAuthProviderName, boolean>) {
  return {
    external: { email: true, ...providers },
    disable_signup: false,
    mailer_autoconfirm: false,
  };
}

export const RATE_LIMIT_MESSAGES = {
  signup: 'Too many signup attempts. Please wait a minute before trying again.',
  token: 'Too many login attempts. Please wait a minute before trying again.',
  recover: 'Too many password reset requests. Please wait a minute before trying again.',
} as const;

const JSON_BODY_LIMIT = '100kb';

function body(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

export interface AuthRouteServices {
  auth: AuthService;
  oauth: OAuthService;
  providers: Record<OAuthProviderName, boolean>;
  /** PUBLIC_URL is https: cookies are sent over https only. */
  secureCookies: boolean;
}

/** The cookie that marks a trip to a provider as this browser's, read back by /callback only. */
const FLOW_COOKIE_PREFIX = 'bullpen-oauth-';
const FLOW_COOKIE_PATH = '/auth/v1/callback';

/** The keys of the trips to a provider this browser started, from its cookies. */
function browserKeys(req: Request): Set<string> {
  const names = (req.headers.cookie ?? '').split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
  return new Set(names.filter((name) => name.startsWith(FLOW_COOKIE_PREFIX)).map((name) => name.slice(FLOW_COOKIE_PREFIX.length)));
}

export function authRoutes({ auth, oauth, providers, secureCookies }: AuthRouteServices, limiters: RateLimiters): Router {
  const limit = (action: keyof typeof RATE_LIMIT_MESSAGES, skip?: (req: Request) => boolean) =>
    limiters.limit(action, {
      onLimit: (_req, res) => sendAuthError(res, new AuthError(429, 'over_request_rate_limit', RATE_LIMIT_MESSAGES[action])),
      emailOf: (req) => body(req).email,
      skip,
    });

  const router = express.Router();
  router.use(apiVersionHeader);
  router.use(jsonBody(JSON_BODY_LIMIT));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/settings', (_req, res) => {
    res.json(authSettings(providers));
  });

  router.post('/signup', ...limit('signup'), async (req, res) => {
    const { email, password, data } = body(req);
    res.json(await auth.signUp({ email, password, data, redirectTo: req.query.redirect_to }));
  });

  router.post('/token', ...limit('token', (req) => req.query.grant_type !== 'password'), async (req, res) => {
    switch (req.query.grant_type) {
      case 'password':
        res.json(await auth.signInWithPassword({ email: body(req).email, password: body(req).password }));
        return;
      case 'refresh_token':
        res.json(await auth.refresh(body(req).refresh_token));
        return;
      case 'pkce':
        res.json(await oauth.exchangeCode({ authCode: body(req).auth_code, codeVerifier: body(req).code_verifier }));
        return;
      default:
        throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
    }
  });

  router.get('/user', async (req, res) => {
    res.json(await auth.getUser(req.headers.authorization));
  });

  router.put('/user', async (req, res) => {
    res.json(await auth.updateUser(req.headers.authorization, body(req)));
  });

  router.get('/reauthenticate', async (req, res) => {
    res.json(await auth.reauthenticate(req.headers.authorization));
  });

  router.post('/logout', async (req, res) => {
    await auth.logout(req.headers.authorization, req.query.scope ?? 'global');
    res.status(204).end();
  });

  router.post('/recover', ...limit('recover'), async (req, res) => {
    res.json(await auth.recover({ email: body(req).email, redirectTo: req.query.redirect_to }));
  });

  router.get('/verify', async (req, res) => {
    // Link scanners probe with HEAD; only a real visit may use up the single-use token.
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const { token, type, redirect_to: redirectTo } = req.query;
    res.redirect(303, await auth.verify({ token, type, redirectTo }));
  });

  router.get('/authorize', async (req, res) => {
    const { provider, redirect_to: redirectTo, code_challenge: codeChallenge, code_challenge_method: codeChallengeMethod } = req.query;
    const { location, browserKey } = await oauth.authorize({ provider, redirectTo, codeChallenge, codeChallengeMethod });
    if (browserKey) {
      // Lax: the provider's redirect back is a top-level GET, which carries it.
      res.cookie(`${FLOW_COOKIE_PREFIX}${browserKey}`, '1', {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: FLOW_COOKIE_PATH,
        maxAge: FLOW_LIFETIME_MS,
      });
    }
    res.redirect(303, location);
  });

  // The provider sends the browser back here (the redirect URI registered with Google and LinkedIn).
  router.get('/callback', async (req, res) => {
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const location = await oauth.callback(req.query, search, browserKeys(req));
    if (typeof req.query.state === 'string') res.clearCookie(`${FLOW_COOKIE_PREFIX}${browserKeyOf(req.query.state)}`, { path: FLOW_COOKIE_PATH });
    res.redirect(303, location);
  });

  router.use(authNotFound);
  router.use(authErrorHandler);
  return router;
}
