// With SUPABASE_URL set, /auth/v1 is Supabase's: requests are streamed there and answers streamed back
// (a small fetch forwarder: http-proxy-middleware is not installed), and /api trusts Supabase's access
// tokens, verified with the project's JWT secret.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { createAccessTokens } from './access-tokens';
import { AuthError, sendAuthError } from './auth-error';
import type { AccessTokenVerifier } from './middleware';

/** Headers about one connection, not the message, plus those fetch computes itself. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  // fetch decodes compressed answers; the gateway's own compression applies on the way out.
  'accept-encoding',
  'content-encoding',
]);

const UPSTREAM_TIMEOUT_MS = 30_000;

export function supabaseProxy(supabaseUrl: string): RequestHandler {
  return async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || NOT_FORWARDED.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetch(`${supabaseUrl}/auth/v1${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        // Needed to stream a request body.
        duplex: 'half',
        // /verify and /authorize answer with redirects meant for the browser.
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      } as RequestInit);
    } catch (error) {
      req.log?.error({ err: error }, 'Supabase auth is unreachable');
      sendAuthError(res, new AuthError(502, 'unexpected_failure', 'Bad gateway'));
      return;
    }
    res.status(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!NOT_FORWARDED.has(name)) res.setHeader(name, value);
    });
    if (!upstream.body) {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
  };
}

/** Verifies Supabase access tokens (HS256 with the project's JWT secret); Supabase itself tracks sessions. */
export function supabaseTokenVerifier(supabaseUrl: string, key: Uint8Array): AccessTokenVerifier {
  const tokens = createAccessTokens({ key, issuer: `${supabaseUrl}/auth/v1`, ttl: 0 });
  return async (token) => {
    const { userId, email } = await tokens.verify(token);
    return { id: userId, email };
  };
}
