import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { DEV_HMR_PORT } from '../ssr/dev-hmr';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/** Fresh nonces from the system's secure random source, drawn 256 at a time: one draw per response was a visible share of an API call. */
function nonceGenerator(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let next = NONCES_PER_FILL;
  return () => {
    if (next === NONCES_PER_FILL) {
      randomFillSync(pool);
      next = 0;
    }
    const start = next * NONCE_BYTES;
    next += 1;
    return pool.toString('base64', start, start + NONCE_BYTES);
  };
}

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
  const nextNonce = nonceGenerator();
  return (req, res, next) => {
    res.locals.cspNonce = nextNonce();
    headers(req, res, next);
  };
}
