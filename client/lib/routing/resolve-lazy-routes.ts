import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the lazy routes that match `location` and puts it on the route objects, so
 * that the first render in the browser has every component the server rendered: hydration
 * would otherwise meet a route without its component and throw away the server's HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
