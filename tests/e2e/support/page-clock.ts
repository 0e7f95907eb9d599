import { expect, type Clock, type Locator, type Page } from '@playwright/test';

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

/** Waits until `locator` shows, making `move` on its page's clock before each look. */
async function untilShown(locator: Locator, move: (clock: Clock) => Promise<void>, intervals?: number[]): Promise<void> {
  const { clock } = locator.page();
  await expect
    .poll(
      async () => {
        await move(clock);
        return locator.isVisible();
      },
      intervals ? { intervals } : {},
    )
    .toBe(true);
}

/**
 * Waits, moving the paused clock on a millisecond at a time (the app's own zero-delay timers
 * included), until `locator` shows; it then shows since at most a millisecond of the page's time.
 */
export const advanceUntilShown = (locator: Locator) => untilShown(locator, (clock) => clock.runFor(1));

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
export const fastForwardUntilShown = (locator: Locator) => untilShown(locator, (clock) => clock.fastForward(1_000), [50]);
