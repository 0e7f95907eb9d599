import type { LoaderFunctionArgs } from 'react-router';
import type { AppServices } from '../app-services';

/** What a route's loader works with: the page's API client and query cache, and the areas' texts. */
export type RouteServices = Pick<AppServices, 'api' | 'queryClient'> & {
  /** Resolves once the texts of every page but sign-in are there (see loadAppTexts). */
  appTexts(): Promise<void>;
};

/**
 * A route loader given the services of the page it loads: the browser has one set for the page's
 * life, the server one per request, so the routes themselves are built once.
 */
export type ServiceLoader<Result = unknown> = (services: RouteServices) => (args: LoaderFunctionArgs) => Promise<Result>;

/**
 * A route loader that runs the route's guard, then fills the query cache with the page's data, so
 * that the server-rendered page already shows it. The data is only prefetched: a failure to load
 * it is the page's to show, not the route's.
 */
export function guardedLoader(guard: ServiceLoader, prefetch: ServiceLoader): ServiceLoader<null> {
  return (services) => async (args) => {
    await guard(services)(args);
    await prefetch(services)(args);
    return null;
  };
}
