import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { DEV_HMR_PORT } from '../ssr/dev-hmr';

function nonceSource(_req: unknown, res: ServerResponse): string {
  return `'nonce-${(res as Response).locals.cspNonce as string}'`;
}

/**
 * Helmet's defaults plus: a fresh CSP nonce per response (res.locals.cspNonce, used by every
 * script the page carries) instead of inline scripts, no framing, and HSTS and
 * upgrade-insecure-requests only when the cookies are secure (a plain-http setup must keep
 * working). In development the page may also open Vite's HMR websocket.
 */
export function securityHeaders(config: Config): RequestHandler {
  const secure = config.cookieSecure;
  const connectSrc = config.env === 'development' ? ["'self'", `ws://*:${DEV_HMR_PORT}`] : ["'self'"];
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", nonceSource],
        connectSrc,
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
