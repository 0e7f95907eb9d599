import { isPermission, type Permission } from './permissions';

/**
 * Who may call a route, declared beside it in the contract and enforced once by the server before
 * any body is read or any handler runs: anyone, a signed-in user, or a signed-in user whose role
 * holds a permission of the access table (the service then checks that permission against the
 * resource, e.g. the target user's role).
 */
export type RouteAccess = 'public' | 'signed_in' | { permission: Permission };

export interface RouteMetadata {
  access: RouteAccess;
  /**
   * The activity-log action of the route (a LogAction of the activity log): a call refused before
   * the route runs is written to the log with it, as the route writes its own refusals.
   */
  audit?: string;
}

export const publicRoute = { access: 'public' } as const satisfies RouteMetadata;
export const signedInRoute = { access: 'signed_in' } as const satisfies RouteMetadata;

/** A route for the roles that hold `permission`. */
export function permissionRoute(permission: Permission, options: { audit?: string } = {}) {
  return { access: { permission }, ...options } satisfies RouteMetadata;
}

/** The declared access of a route's metadata, or undefined when it declares none (or something unknown). */
export function routeAccessOf(metadata: unknown): RouteAccess | undefined {
  const access = (metadata as Partial<RouteMetadata> | undefined)?.access;
  if (access === 'public' || access === 'signed_in') return access;
  if (typeof access === 'object' && access !== null && isPermission((access as { permission?: unknown }).permission)) return access;
  return undefined;
}

/** The activity-log action a route declares for its refusals, if any. */
export function routeAuditActionOf(metadata: unknown): string | undefined {
  const audit = (metadata as Partial<RouteMetadata> | undefined)?.audit;
  return typeof audit === 'string' ? audit : undefined;
}
