/**
 * The product's API server for bench/export.ts and bench/import.ts, in a process of its own so that its memory can be
 * measured apart from the client's. Takes its settings from the environment (DATABASE_URL,
 * ADMIN_USERNAME, ADMIN_PASSWORD) and tells its parent the port it listens on.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { ensureInitialAdmin, startRuntime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

const config = loadConfig({ ...process.env, DATA_DIR: 'memory', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
const runtime = await startRuntime(config, logger);
await ensureInitialAdmin(config, runtime);
const server = createApp({ config, logger, local: runtime }).listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => {
  server.close();
  void runtime.database.close().finally(() => process.exit(0));
});
