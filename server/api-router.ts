import cookieParser from 'cookie-parser';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import swaggerUi from 'swagger-ui-express';
import { apiContract } from '../contract';
import type { Config } from './config';
import { authHandlers } from './auth/auth-handlers';
import { authenticateRequest, csrfProtection } from './auth/auth-middleware';
import { notFound } from './http/api-error';
import { requestValidationErrorHandler } from './http/error-handler';
import { invitationsHandlers } from './invitations/invitations-handlers';
import { logsHandlers } from './logs/logs-handlers';
import { openApiDocument } from './openapi';
import type { Services } from './services';
import { usersHandlers } from './users/users-handlers';

const s = initServer();

/** The built-in API: the whole contract, under /api. */
export function createApiRouter(services: Services, config: Config): Router {
  const router = Router();
  const document = openApiDocument();

  router.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/api/docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Back-office API' }));

  router.use('/api', cookieParser(), express.json({ limit: '1mb' }), authenticateRequest(services.auth), csrfProtection(services.auth, config));

  createExpressEndpoints(
    apiContract,
    s.router(apiContract, {
      auth: authHandlers(services.auth, config),
      users: usersHandlers(services.users, services.account),
      logs: logsHandlers(services.audit),
      invitations: invitationsHandlers(services.invitations, config),
    }),
    router,
    { responseValidation: config.responseValidation, requestValidationErrorHandler },
  );

  router.use('/api', (req: Request, _res: Response, next: NextFunction) => {
    next(notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}`));
  });
  return router;
}
