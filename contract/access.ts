/**
 * Who may call a route, declared beside it in the contract and enforced once by the server before
 * any body is read: anyone, or a signed-in user. Finer rules (roles, the permission matrix) are
 * the services' until permissions become data.
 */
export type RouteAccess = 'public' | 'signed_in';

export interface RouteMetadata {
  access: RouteAccess;
}

export const publicRoute = { access: 'public' } as const satisfies RouteMetadata;
export const signedInRoute = { access: 'signed_in' } as const satisfies RouteMetadata;

/** The declared access of a route's metadata, or undefined when it declares none. */
export function routeAccessOf(metadata: unknown): RouteAccess | undefined {
  const access = (metadata as Partial<RouteMetadata> | undefined)?.access;
  return access === 'public' || access === 'signed_in' ? access : undefined;
}
