import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/**
 * A route loader that runs the route's guard, then fills the query cache with the page's data, so
 * that the server-rendered page already shows it. The data is only prefetched: a failure to load
 * it is the page's to show, not the route's.
 */
export function guardedLoader(guard: (args: LoaderFunctionArgs) => Promise<unknown>, prefetch: (args: LoaderFunctionArgs) => Promise<void>): LoaderFunction {
  return async (args) => {
    await guard(args);
    await prefetch(args);
    return null;
  };
}
