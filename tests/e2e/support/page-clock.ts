import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the time of a page whose clock was installed (`page.clock.install()`) before it loaded:
 * from now on its timers fire only when the test moves time on, however busy the machine is.
 * The pause is a little ahead of the time the page has reached, so that nothing due is skipped.
 * While it is paused, animation frames stop too: actions must skip their wait for a stable
 * element (`force: true`).
 */
export async function pausePageClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 5_000);
}

/**
 * Waits, moving the paused clock on a millisecond at a time (the app's own zero-delay timers
 * included), until `locator` shows; it then shows since at most a millisecond of the page's time.
 */
export async function advanceUntilShown(locator: Locator): Promise<void> {
  const { clock } = locator.page();
  await expect
    .poll(async () => {
      await clock.runFor(1);
      return locator.isVisible();
    })
    .toBe(true);
}

/** A banner that `advanceUntilShown` just found stays exactly `ms` of the page's time, then goes by itself. */
export async function expectShownFor(banner: Locator, ms: number): Promise<void> {
  const { clock } = banner.page();
  await clock.runFor(ms - 2);
  await expect(banner, 'still shown just before its time').toBeVisible();
  await clock.runFor(2);
  await expect(banner).toBeHidden();
}

/**
 * Waits until `locator` shows, moving the installed clock of its page (`page.clock.install()`
 * before it loaded) a second on at each look: the back-off between a query's retries passes at
 * once instead of in seconds of real time.
 */
export async function fastForwardUntilShown(locator: Locator): Promise<void> {
  const { clock } = locator.page();
  await expect
    .poll(
      async () => {
        await clock.fastForward(1_000);
        return locator.isVisible();
      },
      { intervals: [50] },
    )
    .toBe(true);
}
