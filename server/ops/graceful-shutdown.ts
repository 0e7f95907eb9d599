import type { Server } from 'node:http';
import type { Logger } from '../logger';

export interface GracefulShutdownDependencies {
  server: Server;
  logger: Logger;
  /** Stops background work (the job queue takes no new work) at once. */
  stopBackgroundWork(): void;
  /** Closes the database once the last request has finished (and the running jobs); absent in proxy mode. */
  closeDatabase: (() => Promise<void>) | undefined;
  /** How long in-flight requests may take before their connections are closed. */
  timeoutMs: number;
  exit(code: number): void;
}

/**
 * The shutdown on SIGTERM/SIGINT: no new connections, in-flight requests finish (or are cut
 * after the timeout), then the database closes and the process exits, 0 when all of it went
 * well and 1 when closing the database failed.
 */
export function createGracefulShutdown(deps: GracefulShutdownDependencies): (signal: string) => void {
  const { server, logger } = deps;
  let stopping = false;

  const closeDatabaseAndExit = async () => {
    try {
      await deps.closeDatabase?.();
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed');
      deps.exit(1);
      return;
    }
    logger.info('database closed; bye');
    deps.exit(0);
  };

  return (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    deps.stopBackgroundWork();
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing remaining connections');
      server.closeAllConnections();
    }, deps.timeoutMs);
    force.unref();
    // Connections that finish their last request close at once instead of idling until the keep-alive timeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100).unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(closeIdle);
      void closeDatabaseAndExit();
    });
  };
}
