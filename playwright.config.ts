import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { SUPER_ADMIN } from './tests/e2e/support/accounts';
import { E2E_PASSWORD_HASH_COST, SHORT_ACCESS_TOKEN_TTL_SECONDS } from './tests/e2e/support/servers';
import { MAIN_SERVER_LOG, TEST_RESULTS_DIR } from './tests/e2e/support/test-results';

/** A port free right now, found synchronously (the config must be ready before any test). */
function freePort(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

// Workers load this file again; they inherit the ports the runner picked through the environment.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_SHORT_TTL_PORT ??= String(freePort());

const SERVER_COMMAND = 'node --enable-source-maps dist/server/index.js';

function productionServer(port: string, environment: Record<string, string> = {}, command = SERVER_COMMAND) {
  return {
    command,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A generous bound, polled for readiness: a busy machine starts slowly, a healthy one passes at once.
    timeout: 300_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: 'memory',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the per-address limit of the sign-in class would refuse the suite's own sign-ins.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      ...E2E_PASSWORD_HASH_COST,
      ADMIN_USERNAME: SUPER_ADMIN.username,
      ADMIN_EMAIL: SUPER_ADMIN.email,
      ADMIN_PASSWORD: SUPER_ADMIN.password,
      ...environment,
    },
  };
}

/** End-to-end tests against the production build (`npm run test:e2e` builds first), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Runs after every test, while the servers still run: the main server's log must hold no secret of the suite.
  globalTeardown: './tests/e2e/support/server-log-check.ts',
  // A guard against hangs, not a speed limit: a loaded 2-core machine takes over 30 s for the longest tests.
  timeout: 120_000,
  // As long a wait as a loaded 2-core machine needs to load a route's code and data; met at once when it is fast.
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    // In CI a trace is recorded for a retried test only: recording every test's costs a quarter of its CPU (decision 0019).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // At level info into a file: every request's access-log line, for the log check.
    productionServer(process.env.E2E_PORT, { LOG_LEVEL: 'info' }, `mkdir -p '${TEST_RESULTS_DIR}' && exec ${SERVER_COMMAND} > '${MAIN_SERVER_LOG}' 2>&1`),
    productionServer(process.env.E2E_SHORT_TTL_PORT, { ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TOKEN_TTL_SECONDS) }),
  ],
});
