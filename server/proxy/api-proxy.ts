import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const UPSTREAM_TIMEOUT_MS = 30_000;
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNRESET']);

function sendUpstreamError(res: ServerResponse | Socket, status: 502 | 504, detail: string): void {
  if (!('writeHead' in res) || res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ detail, code: status === 504 ? 'upstream_timeout' : 'upstream_unavailable' }));
}

/**
 * Forwards /api to an external backend: cookies, X-CSRF-Token and Set-Cookie pass through
 * untouched. Mounted before any body parser so request bodies stream as they came.
 */
export function createApiProxy(upstreamUrl: string, logger: Logger): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstreamUrl,
    pathFilter: '/api',
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS,
    timeout: UPSTREAM_TIMEOUT_MS,
    on: {
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
        logger.warn({ err: error, code, url: req.url }, 'upstream API request failed');
        if (TIMEOUT_CODES.has(code)) sendUpstreamError(res, 504, 'The API server did not answer in time');
        else sendUpstreamError(res, 502, 'The API server cannot be reached');
      },
    },
  }) as unknown as RequestHandler;
}
