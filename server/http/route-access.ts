import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PERMISSIONS, can, routeAccessOf, routeAuditActionOf } from '../../contract';
import { permissionActor, type Actor } from '../context';
import { forbidden, notSignedIn, type ApiError } from './api-error';

/** Told of a signed-in caller refused by a route's declared permission, with the route's audit action (the activity log records it). */
export type AccessRefusalListener = (actor: Actor, auditAction: string, refusal: ApiError, req: Request) => Promise<void>;

/**
 * Enforces the access a contract route declares, before its body is parsed or any of its own
 * middleware (an upload) runs: public, signed in (401 without a session), or a permission of the
 * access table (401 without a session, 403 for a role that holds none of it). A route that
 * declares none is refused: access is never implicit.
 */
export function enforceRouteAccess(onRefused?: AccessRefusalListener): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const route = (req as Request & { tsRestRoute?: { metadata?: unknown; method: string; path: string } }).tsRestRoute;
    const access = routeAccessOf(route?.metadata);
    if (access === undefined) return next(new Error(`The route ${route?.method ?? req.method} ${route?.path ?? req.path} declares no access`));
    if (access === 'public') return next();
    const actor = req.actor;
    if (!actor) return next(notSignedIn());
    if (access === 'signed_in' || can(permissionActor(actor), access.permission)) return next();
    const refusal = forbidden(PERMISSIONS[access.permission]);
    const auditAction = routeAuditActionOf(route?.metadata);
    if (!onRefused || !auditAction) return next(refusal);
    onRefused(actor, auditAction, refusal, req).then(
      () => next(refusal),
      () => next(refusal),
    );
  };
}
