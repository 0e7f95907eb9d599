/**
 * One application process for process tests: the real runtime (database, services, job queue)
 * and API with the production shutdown, without the pages (so that no build is needed). Run it
 * with `node --import tsx` so that its pid is the application's own (a signal reaches it directly).
 * With TEST_CLOCK_FILE set, its clock is the ISO instant that file holds, read at each now(): a
 * test moves the time of every process at once.
 */
import { readFileSync } from 'node:fs';
import { createApp } from '../../../server/app';
import { ensureInitialAdmin, startRuntime } from '../../../server/bootstrap';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { createGracefulShutdown } from '../../../server/ops/graceful-shutdown';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const clockFile = process.env.TEST_CLOCK_FILE;
const clock = clockFile ? { now: () => new Date(readFileSync(clockFile, 'utf8').trim()) } : undefined;
const runtime = await startRuntime(config, logger, clock ? { clock } : {});
await ensureInitialAdmin(config, runtime);
const app = createApp({ config, logger, local: runtime });
const server = app.listen(config.port, config.host, () => logger.info({ port: config.port }, 'server listening'));
const shutdown = createGracefulShutdown({
  server,
  logger,
  stopBackgroundWork: () => void runtime.jobs.stop(config.shutdownTimeoutMs),
  closeDatabase: () => runtime.close(),
  timeoutMs: config.shutdownTimeoutMs,
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', () => shutdown('SIGTERM'));
