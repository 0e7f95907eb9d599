import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A list's page keeps its view in the address, and its query fetches each view: a change of the
 * address's parameters alone (a filter, a page, a tab) runs no route loader, so the address
 * follows the click at once instead of after a round of guards.
 */
export function revalidateOnPathChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** The address of the request a loader serves, as search parameters. */
export function searchParamsOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
