// Helmet with the Content-Security-Policy of the product: no inline script, remotes from 'self' or listed origins.
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

export function securityHeaders(config: Pick<Config, 'nodeEnv' | 'cspExtraOrigins'>): RequestHandler {
  const extra = config.cspExtraOrigins;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        scriptSrcAttr: ["'none'"],
        // Chakra UI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        mediaSrc: ["'self'", 'blob:', ...extra],
        connectSrc: ["'self'", ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Development is plain http on localhost, where upgrading would break every request.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
  });
}
