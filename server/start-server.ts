import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ensureInitialAdmin, startRuntime, type InitialAdmin } from './bootstrap';
import type { Config } from './config';
import type { Logger } from './logger';
import { createGracefulShutdown } from './ops/graceful-shutdown';
import { inProcessPageApi, upstreamPageApi } from './ssr/page-api';
import { createPageRouter } from './ssr/page-router';
import { loadPageSource, type PageSource } from './ssr/page-source';

/** Where the stop signals come from: the process, or an emitter in a test. */
export interface SignalSource {
  on(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
}

export interface ServerOptions {
  config: Config;
  logger: Logger;
  signals: SignalSource;
  exit(code: number): void;
  /** Pages; by default Vite in development and the build output otherwise. */
  pages?: PageSource;
  /** A migrated embedded database to start from (tests), instead of creating one. */
  pgliteSnapshot?: Blob;
}

export interface RunningServer {
  server: Server;
  /** The port it listens on (the configured one, or the one the system chose for port 0). */
  port: number;
  /** The first super admin made at this start, if any; null in proxy mode or when users exist. */
  admin: InitialAdmin | null;
  /** Whether the API and the database are in this process (false in proxy mode). */
  ownApi: boolean;
}

/**
 * The whole server: database, services and job queue (unless the API is forwarded), pages, the app,
 * and the graceful shutdown on SIGTERM and SIGINT. Resolves once it listens.
 */
export async function startServer({ config, logger, signals, exit, pages, pgliteSnapshot }: ServerOptions): Promise<RunningServer> {
  // In proxy mode the API, and so the database, belong to the upstream server.
  const runtime = config.apiUpstreamUrl ? null : await startRuntime(config, logger, { pgliteSnapshot });
  const admin = runtime ? await ensureInitialAdmin(config, runtime) : null;
  // Server-side rendering calls the built-in API in-process, from the visitor's address; in proxy mode, the upstream over HTTP.
  const api = config.apiUpstreamUrl ? upstreamPageApi(config.apiUpstreamUrl) : inProcessPageApi((req, res) => app(req, res));
  const pageRouter = createPageRouter({ source: pages ?? (await loadPageSource(config, logger)), logger, api });
  const app = createApp({ config, logger, local: runtime ?? undefined, pages: pageRouter });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  server.keepAliveTimeout = config.keepAliveSeconds * 1000;
  const { port } = server.address() as AddressInfo;
  logger.info({ url: `http://localhost:${port}`, api: runtime ? runtime.database.kind : config.apiUpstreamUrl }, 'server listening');

  const shutdown = createGracefulShutdown({
    server,
    logger,
    // The job queue stops taking work at once; running jobs finish while the requests do.
    stopBackgroundWork: () => void runtime?.jobs.stop(config.shutdownTimeoutMs),
    closeDatabase: runtime ? () => runtime.close() : undefined,
    timeoutMs: config.shutdownTimeoutMs,
    exit,
  });
  signals.on('SIGTERM', () => shutdown('SIGTERM'));
  signals.on('SIGINT', () => shutdown('SIGINT'));
  return { server, port, admin, ownApi: Boolean(runtime) };
}
