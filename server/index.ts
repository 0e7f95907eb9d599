import type { Server } from 'node:http';
import { createApp } from './app';
import { ensureInitialAdmin, startRuntime } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startMaintenance } from './ops/maintenance';
import { loopbackBaseUrl } from './ssr/api-base-url';
import { createPageRouter } from './ssr/page-router';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  // In proxy mode the API, and so the database, belong to the upstream server.
  const runtime = config.apiUpstreamUrl ? null : await startRuntime(config, logger);
  const admin = runtime ? await ensureInitialAdmin(config, runtime) : null;
  // Server-side rendering reads the API over HTTP, like the browser: this server itself, or the upstream.
  const pages = await createPageRouter({ config, logger, apiBaseUrl: () => config.apiUpstreamUrl ?? loopbackBaseUrl(server) });
  const app = createApp({ config, logger, local: runtime ?? undefined, pages });
  const maintenance = runtime ? startMaintenance(runtime.database.db, logger) : null;

  const server: Server = app.listen(config.port, config.host, () => {
    const url = `http://localhost:${config.port}`;
    logger.info({ url, api: runtime ? runtime.database.kind : config.apiUpstreamUrl }, 'server listening');
    printSignInHelp(url, admin, Boolean(runtime));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    maintenance?.stop();
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      await runtime?.database.close();
      logger.info('database closed; bye');
      process.exit(0);
    });
    // Connections that finish their last request close at once instead of idling until the keep-alive timeout.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
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
