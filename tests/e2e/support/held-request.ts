import type { Page, Route } from '@playwright/test';

/**
 * Holds the requests to `url` at the route until `release()`, then answers them with `answer`.
 * `release()` first waits for a request to be held: a busy label can show before its request
 * reaches the route.
 */
export async function holdRequests(page: Page, url: string, answer: (route: Route) => Promise<void>): Promise<{ release: () => Promise<void> }> {
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    arrived();
    await released;
    await answer(route);
  });
  return {
    release: async () => {
      await held;
      open();
    },
  };
}
