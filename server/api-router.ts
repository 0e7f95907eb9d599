import cookieParser from 'cookie-parser';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createExpressEndpoints, initServer, type TsRestRequestHandler } from '@ts-rest/express';
import type { FlattenAppRouter } from '@ts-rest/core';
import { apiContract, isLogAction } from '../contract';
import type { Config } from './config';
import type { Database } from './db/database';
import { notFound } from './http/api-error';
import { refuseNonUtf8Bodies } from './http/body-charset';
import { frontRateLimits } from './http/rate-limits';
import { enforceRouteAccess, type AccessRefusalListener } from './http/route-access';
import { requestValidationErrorHandler } from './http/error-handler';
import { contextOf } from './http/request-context';
import { jobsHandlers } from './modules/jobs';
import { apiDocsRouter } from './openapi';
import type { Services } from './services';
import { accountHandlers } from './modules/account';
import { activityLogHandlers, subjectOf } from './modules/activity-log';
import { authHandlers, authenticateRequest, csrfProtection } from './modules/auth';
import { invitationsHandlers } from './modules/invitations';
import { campaignsHandlers } from './modules/campaigns';
import { creatorsHandlers } from './modules/creators';
import { deadlinesHandlers } from './modules/deadlines';
import { importsHandlers } from './modules/imports';
import { notificationsHandlers } from './modules/notifications';
import { remindersHandlers } from './modules/reminders';
import { savedViewsHandlers } from './modules/saved-views';
import { sponsorsHandlers } from './modules/sponsors';
import { tasksHandlers } from './modules/tasks';
import { usersHandlers } from './modules/users';

const s = initServer();

/** Plain Express middleware as ts-rest's per-route middleware (its request type only adds the matched route). */
function perMatchedRoute(...handlers: RequestHandler[]) {
  return handlers as unknown as TsRestRequestHandler<FlattenAppRouter<typeof apiContract>>[];
}

/** The built-in API: the whole contract, under /api. */
export function createApiRouter(services: Services, config: Config, db: Database): Router {
  const router = Router();

  router.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (config.apiDocs) router.use(apiDocsRouter());

  /** A refused call of an audited route is in the activity log, as the route's own refusals are. */
  const auditRefusal: AccessRefusalListener = async (actor, action, refusal, req) => {
    if (isLogAction(action)) await services.activityLog.record(subjectOf(actor), action, refusal.status, contextOf(req).address);
  };

  router.use('/api', cookieParser(), authenticateRequest(services.auth), csrfProtection(services.auth, config), ...frontRateLimits(db, config));

  createExpressEndpoints(
    apiContract,
    s.router(apiContract, {
      auth: authHandlers(services.auth, config),
      account: accountHandlers(services.account),
      users: usersHandlers(services.users),
      invitations: invitationsHandlers(services.invitations, config),
      activityLog: activityLogHandlers(services.activityLog),
      jobs: jobsHandlers(services.jobs),
      sponsors: sponsorsHandlers(services.sponsors),
      savedViews: savedViewsHandlers(services.savedViews),
      creators: creatorsHandlers(services.creators, config),
      imports: importsHandlers(services.imports),
      campaigns: campaignsHandlers(services.campaigns, services.deals, services.deliverables),
      deadlines: deadlinesHandlers(services.deadlines),
      reminders: remindersHandlers(services.reminderRules),
      notifications: notificationsHandlers(services.notifications),
      tasks: tasksHandlers(services.tasks),
    }),
    router,
    {
      responseValidation: config.responseValidation,
      requestValidationErrorHandler,
      // Per matched route, in this order: access first, so no body is read for a caller who may not call it.
      globalMiddleware: perMatchedRoute(enforceRouteAccess(auditRefusal), refuseNonUtf8Bodies(), express.json({ limit: '1mb' })),
    },
  );

  router.use('/api', (req: Request, _res: Response, next: NextFunction) => {
    next(notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}`));
  });
  return router;
}
