import path from 'node:path';

/** The suite's output directory (git-ignored), whatever directory Playwright was started from. */
export const TEST_RESULTS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');

/** The main server's output at level info: one access-log line per request, read by the log check after the run. */
export const MAIN_SERVER_LOG = path.join(TEST_RESULTS_DIR, 'main-server.log');
