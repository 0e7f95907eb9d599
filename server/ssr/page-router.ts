import compression from 'compression';
import { Router } from 'express';
import type { Logger } from '../logger';
import { rejectMalformedPath } from './malformed-path';
import type { PageApiFor } from './page-api';
import { createPageHandler } from './page-handler';
import type { PageSource } from './page-source';
import { detectRequestLanguage } from './request-language';
import { seeOtherUnlessRead } from './see-other';

export interface PageRouterDependencies {
  source: PageSource;
  logger: Logger;
  /** How server-side rendering reaches the API: this server in-process, or the upstream in proxy mode. */
  api: PageApiFor;
}

/**
 * The server-rendered app: static assets and every page route. Mount it after the API, behind
 * securityHeaders() (it uses the response's CSP nonce).
 */
export function createPageRouter({ source, logger, api }: PageRouterDependencies): Router {
  const router = Router();
  router.use(compression());
  router.use(rejectMalformedPath);
  router.use(source.assets);
  router.use(seeOtherUnlessRead);
  router.use(detectRequestLanguage());
  // Mounted without a path pattern: Express would decode the path into a route parameter for nothing.
  router.use(createPageHandler({ source, logger, api }));
  return router;
}
