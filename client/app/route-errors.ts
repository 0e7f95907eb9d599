import { isRouteErrorResponse } from 'react-router';

export type RouteErrorKind = 'forbidden' | 'notFound' | 'unexpected';

export function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error) && error.status === 403) return 'forbidden';
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  return 'unexpected';
}
