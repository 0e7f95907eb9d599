import compression from 'compression';
import { Router } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createBuiltPageSource } from './built-page-source';
import { createPageHandler } from './page-handler';

export interface PageRouterDependencies {
  config: Config;
  logger: Logger;
  /** Where server-side rendering reaches the API: this server (loopback) or the upstream in proxy mode. */
  apiBaseUrl: () => string;
}

/**
 * The server-rendered app: static assets and every page route. Mount it after the API, behind
 * securityHeaders() (it uses the response's CSP nonce). Development runs Vite with HMR; any other
 * NODE_ENV serves the build of `npm run build`.
 */
export async function createPageRouter({ config, logger, apiBaseUrl }: PageRouterDependencies): Promise<Router> {
  const source =
    config.env === 'development' ? await (await import('./dev-page-source')).createDevPageSource() : await createBuiltPageSource();
  const router = Router();
  router.use(compression());
  router.use(source.assets);
  router.get('/{*path}', createPageHandler({ source, logger, apiBaseUrl }));
  return router;
}
