import { randomUUID } from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { API_PATH_PREFIX } from '../contract';
import { createApiRouter } from './api-router';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { admissionGate } from './http/admission-gate';
import { errorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { redactUrl, type Logger } from './logger';
import { healthRouter, pingUpstream } from './ops/health';
import { createApiProxy } from './proxy/api-proxy';
import type { Services } from './services';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** The built-in API and its database; absent in proxy mode (API_UPSTREAM_URL). */
  local?: { database: DatabaseHandle; services: Services };
  /** Server-rendered pages, mounted after the API. */
  pages?: RequestHandler;
}

/** As Express matches paths: without regard to case. */
function isApiPath(path: string): boolean {
  const head = path.slice(0, API_PATH_PREFIX.length + 1).toLowerCase();
  return head === API_PATH_PREFIX || head === `${API_PATH_PREFIX}/`;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Failures are errors; refusals are warnings, except 401: it is the ordinary answer to a caller
 * without a valid session (a visitor, an access token about to be renewed, a mistyped password,
 * which the audit log and the sign-in throttling record on their own).
 */
function accessLogLevel(statusCode: number, error: unknown): 'error' | 'warn' | 'info' {
  if (error || statusCode >= 500) return 'error';
  if (statusCode >= 400 && statusCode !== 401) return 'warn';
  return 'info';
}

/** Builds the whole application without listening (tests use it with supertest). */
export function createApp(deps: AppDependencies): Express {
  const { config, logger, local } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // API answers are never stored (Cache-Control: no-store): hashing each for an ETag was work
  // for nothing. A response that sets its own (a picture) keeps it.
  app.set('etag', false);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => accessLogLevel(res.statusCode, error),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(healthRouter(local ? () => local.database.ping() : () => pingUpstream(config.apiUpstreamUrl)));
  app.use(securityHeaders(config));
  if (local?.database.kind === 'pglite' && config.embeddedDbConcurrency > 0) {
    app.use('/api', admissionGate({ concurrency: config.embeddedDbConcurrency, maxWaitMs: config.embeddedDbQueueTimeoutMs }));
  }
  if (local) {
    // Only API paths enter the API router: a page request would otherwise be matched against every route of the contract.
    const api = createApiRouter(local.services, config, local.database.db);
    app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));
  }
  else if (config.apiUpstreamUrl) app.use(createApiProxy(config.apiUpstreamUrl, logger));
  else throw new Error('Either the built-in API or API_UPSTREAM_URL is needed');
  if (deps.pages) app.use(deps.pages);
  app.use(errorHandler(logger));
  return app;
}
