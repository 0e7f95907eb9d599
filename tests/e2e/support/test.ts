import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** Chrome reports every non-2xx fetch (a 401 before a renewal, a wrong password) in the console. */
const EXPECTED_MESSAGES = [/^Failed to load resource: the server responded with a status of (401|403|404)/];

export interface ConsoleGuard {
  /** Lets this test's page log messages matching `pattern` (an error the app is meant to log). */
  allow(pattern: RegExp): void;
}

/**
 * The suite's `test`: it fails a test whose page logged an error or a warning (a hydration
 * mismatch, an exception, a CSP violation) that the test did not expect.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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
