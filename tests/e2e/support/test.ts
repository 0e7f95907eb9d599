import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { PAGE_STATE_ELEMENT_ID } from '../../../contract/platform/page-render';

/** Chrome reports every non-2xx fetch (a 401 before a renewal, a wrong password) in the console. */
const EXPECTED_MESSAGES = [/^Failed to load resource: the server responded with a status of (401|403|404)/];

export interface ConsoleGuard {
  /** Lets this test's page log messages matching `pattern` (an error the app is meant to log). */
  allow(pattern: RegExp): void;
}

/** Waits until the app page now loaded (one with page state) is hydrated: `<html data-hydrated>`. */
function untilHydrated(page: Page): Promise<unknown> {
  return page.waitForFunction((stateId) => !document.getElementById(stateId) || document.documentElement.hasAttribute('data-hydrated'), PAGE_STATE_ELEMENT_ID);
}

/**
 * The suite's `test`: it fails a test whose page logged an error or a warning (a hydration
 * mismatch, an exception, a CSP violation) that the test did not expect. Unless `waitForHydration`
 * is off, a page's goto, reload, goBack and goForward return once the app is hydrated, as a person
 * would use it: the page's code loads after the document (each page's own chunk).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await untilHydrated(page);
          return response;
        };
      }
    }
    await use(page);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed = [...EXPECTED_MESSAGES];
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (!['error', 'warning'].includes(message.type())) return;
        if (allowed.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`${message.type()}: ${message.text()}`);
      };
      page.on('console', record);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
