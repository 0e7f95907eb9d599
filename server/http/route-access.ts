import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { routeAccessOf } from '../../contract';
import { notSignedIn } from './api-error';

/**
 * Enforces the access a contract route declares, before its body is parsed or any of its own
 * middleware (an upload) runs. A route that declares none is refused: access is never implicit.
 */
export function enforceRouteAccess(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const route = (req as Request & { tsRestRoute?: { metadata?: unknown; method: string; path: string } }).tsRestRoute;
    const access = routeAccessOf(route?.metadata);
    if (access === 'public') return next();
    if (access === 'signed_in') return next(req.actor ? undefined : notSignedIn());
    next(new Error(`The route ${route?.method ?? req.method} ${route?.path ?? req.path} declares no access`));
  };
}
