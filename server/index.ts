import type { Server } from 'node:http';
import { createApp } from './app';
import { ensureInitialAdmin, startRuntime } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createGracefulShutdown } from './ops/graceful-shutdown';
import { startMaintenance } from './ops/maintenance';
import { inProcessPageApi, upstreamPageApi } from './ssr/page-api';
import { createPageRouter } from './ssr/page-router';
import { loadPageSource } from './ssr/page-source';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  // In proxy mode the API, and so the database, belong to the upstream server.
  const runtime = config.apiUpstreamUrl ? null : await startRuntime(config, logger);
  const admin = runtime ? await ensureInitialAdmin(config, runtime) : null;
  // Server-side rendering calls the built-in API in-process, from the visitor's address; in proxy mode, the upstream over HTTP.
  const api = config.apiUpstreamUrl ? upstreamPageApi(config.apiUpstreamUrl) : inProcessPageApi((req, res) => app(req, res));
  const pages = createPageRouter({ source: await loadPageSource(config), logger, api });
  const app = createApp({ config, logger, local: runtime ?? undefined, pages });
  const maintenance = runtime ? startMaintenance(runtime.database.db, logger) : null;

  const server: Server = app.listen(config.port, config.host, () => {
    const url = `http://localhost:${config.port}`;
    logger.info({ url, api: runtime ? runtime.database.kind : config.apiUpstreamUrl }, 'server listening');
    printSignInHelp(url, admin, Boolean(runtime));
  });

  const shutdown = createGracefulShutdown({
    server,
    logger,
    stopBackgroundWork: () => maintenance?.stop(),
    closeDatabase: runtime ? () => runtime.database.close() : undefined,
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function printSignInHelp(url: string, admin: Awaited<ReturnType<typeof ensureInitialAdmin>>, ownApi: boolean): void {
  const lines = [`Back-office running at ${url}`, `Sign in at ${url}/login`];
  if (!ownApi) {
    lines.push(`API forwarded to ${config.apiUpstreamUrl}: sign in with an account of that server.`);
  } else if (admin?.generatedPassword) {
    lines.push(`First start: super admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}`);
    lines.push('This password is shown only now; change it in your account page.');
  } else if (admin) {
    lines.push(`First start: super admin "${admin.username}" created with ADMIN_PASSWORD.`);
  } else {
    lines.push('Sign in with an existing account (the first super admin was printed at the first start).');
  }
  // The sign-in help is for the person at the console, not for the JSON log stream.
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});
