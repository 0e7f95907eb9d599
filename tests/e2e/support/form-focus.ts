import type { Page } from '@playwright/test';

/**
 * Waits until react-hook-form is done moving the focus after a submit that failed validation: it
 * focuses the first invalid field at once and again in a 0 ms timer, which can land while the
 * test fills another field, and the text then goes to the invalid one. A 0 ms timer set after
 * that one runs after it (timers of equal delay run in the order they were set).
 */
export async function settleFocusAfterInvalidSubmit(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
