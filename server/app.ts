import { randomUUID } from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { createApiRouter } from './api-router';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { errorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
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

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application without listening (tests use it with supertest). */
export function createApp(deps: AppDependencies): Express {
  const { config, logger, local } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(healthRouter(local ? () => local.database.ping() : () => pingUpstream(config.apiUpstreamUrl)));
  app.use(securityHeaders(config));
  if (local) app.use(createApiRouter(local.services, config));
  else if (config.apiUpstreamUrl) app.use(createApiProxy(config.apiUpstreamUrl, logger));
  else throw new Error('Either the built-in API or API_UPSTREAM_URL is needed');
  if (deps.pages) app.use(deps.pages);
  app.use(errorHandler(logger));
  return app;
}
