// The one way the gateway forwards a request to another server (http-proxy-middleware): Supabase auth, and
// remotes served by their team's own server. Every forwarded path gets the same time budget, error
// answers (502 when the service cannot be reached, 504 when it does not answer in time, naming it),
// header hygiene and request logs.
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';

export interface ProxySettings {
  /** Time budget of an upstream's answer (its headers), and of any silence while its body streams. */
  timeoutMs: number;
}

/** Where one request goes. */
export interface Upstream {
  /** Named in logs and in the 502/504 answer, e.g. "Supabase auth". */
  service: string;
  /** Base URL; the request's path (below where the proxy is mounted) and query are appended. */
  target: string;
  /**
   * Whether the upstream acts for the signed-in user: then the Authorization header goes to it and the
   * cookies it sets come back. A remote's static server gets neither. The gateway's own cookies never leave.
   */
  actsForUser: boolean;
}

/** Chooses the upstream of a request; undefined: not forwarded, the next handler answers. */
export type ChooseUpstream = (req: Request) => Upstream | undefined | Promise<Upstream | undefined>;

/** Headers a client could forge to pass for someone else; the proxy sets its own from what Express believes. */
const FORWARDING_HEADERS = /^(x-forwarded-.*|forwarded|x-real-ip)$/;

class UpstreamTimeout extends Error {
  override name = 'UpstreamTimeout';
}

/** The X-Forwarded-* headers of a request as Express sees it, given `trust proxy` (TRUST_PROXY). */
export function forwardedHeaders(req: Request): Record<string, string> {
  // req.ips: the client and the trusted proxies before the last hop; the last hop is the socket's peer.
  const chain = [...req.ips, req.socket.remoteAddress].filter((address): address is string => Boolean(address));
  return { 'x-forwarded-for': chain.join(', '), 'x-forwarded-proto': req.protocol, 'x-forwarded-host': req.host };
}

function errorBody(status: 502 | 504, service: string, timeoutMs: number) {
  return status === 504
    ? { error: { code: 'upstream_timeout', message: `${service} did not answer within ${timeoutMs} ms.` } }
    : { error: { code: 'upstream_unavailable', message: `${service} cannot be reached right now.` } };
}

export function createProxy(choose: ChooseUpstream, settings: ProxySettings, logger: Logger): RequestHandler {
  const chosen = new WeakMap<IncomingMessage, Upstream & { startedAt: number }>();

  /** Limits the wait for the answer's headers (connecting included), then any silence in its body. */
  function limitTime(proxyReq: ClientRequest, upstream: Upstream) {
    const timeout = () => proxyReq.destroy(new UpstreamTimeout(`${upstream.service} did not answer within ${settings.timeoutMs} ms`));
    const timer = setTimeout(timeout, settings.timeoutMs);
    proxyReq.once('response', () => {
      clearTimeout(timer);
      proxyReq.setTimeout(settings.timeoutMs, timeout);
    });
    proxyReq.once('close', () => clearTimeout(timer));
  }

  const proxy = createProxyMiddleware<Request, Response>({
    router: (req) => chosen.get(req)?.target,
    changeOrigin: true,
    // Redirects (Supabase's /verify) are the browser's to follow.
    followRedirects: false,
    xfwd: false,
    // The other default plugins log through console and answer errors with their own text: `on` does both.
    ejectPlugins: true,
    // The plugin only wires `on` to the proxy's events; its types know Node's request, not Express's.
    plugins: [proxyEventsPlugin as unknown as Plugin<Request, Response>],
    on: {
      proxyReq: (proxyReq, req) => {
        const upstream = chosen.get(req);
        if (!upstream) return;
        for (const name of proxyReq.getHeaderNames()) if (FORWARDING_HEADERS.test(name)) proxyReq.removeHeader(name);
        for (const [name, value] of Object.entries(forwardedHeaders(req))) proxyReq.setHeader(name, value);
        proxyReq.removeHeader('cookie');
        if (!upstream.actsForUser) {
          proxyReq.removeHeader('authorization');
          proxyReq.removeHeader('proxy-authorization');
        }
        limitTime(proxyReq, upstream);
      },
      proxyRes: (proxyRes, req) => {
        const upstream = chosen.get(req);
        if (!upstream) return;
        if (!upstream.actsForUser) delete proxyRes.headers['set-cookie'];
        // Hop-by-hop: the upstream closing its connection (as a proxied request asks it to) must not close
        // the browser's, which would then reconnect for every script.
        delete proxyRes.headers.connection;
        delete proxyRes.headers['keep-alive'];
        logger.info(
          { service: upstream.service, method: req.method, url: req.originalUrl, upstream: upstream.target, status: proxyRes.statusCode, ms: Date.now() - upstream.startedAt },
          `proxied to ${upstream.service}`,
        );
      },
      error: (error, req, res) => {
        const upstream = chosen.get(req);
        const service = upstream?.service ?? 'The upstream service';
        const status = error instanceof UpstreamTimeout ? 504 : 502;
        // An upstream that is down is the deployment's state, not a fault in the gateway: no stack trace.
        const code = 'code' in error ? error.code : undefined;
        logger.warn(
          { service, method: req.method, url: req.originalUrl, upstream: upstream?.target, status, reason: error.message, code },
          `${service} failed: ${error.message}`,
        );
        // A Socket only for WebSocket upgrades, which the gateway does not proxy.
        if (!('status' in res)) return void res.destroy();
        if (res.headersSent) return void res.destroy();
        res.status(status).set('Cache-Control', 'no-store').json(errorBody(status, service, settings.timeoutMs));
      },
    },
  });

  return async (req, res, next) => {
    let upstream: Upstream | undefined;
    try {
      upstream = await choose(req);
    } catch (error) {
      return next(error);
    }
    if (!upstream) return next();
    chosen.set(req, { ...upstream, startedAt: Date.now() });
    await proxy(req, res, next);
  };
}
