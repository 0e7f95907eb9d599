/**
 * The product's app started in this process for the API benchmarks, with a way to sign in on it
 * (the load generator of ./measure runs in a worker thread: it does not share the server's event loop).
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { ensureInitialAdmin, startRuntime, type Runtime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { signInCookie } from './sign-in';

export interface InProcessApp {
  base: string;
  runtime: Runtime;
  /** Signs in and returns the session's Cookie header. */
  signIn(identifier: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** The app on an embedded in-memory database, or on DATABASE_URL from `env`; an initial admin is made from ADMIN_USERNAME / ADMIN_PASSWORD if there are no users. */
export async function startInProcessApp(env: Record<string, string | undefined>): Promise<InProcessApp> {
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('silent');
  const runtime = await startRuntime(config, logger);
  await ensureInitialAdmin(config, runtime);
  const server = createApp({ config, logger, local: runtime }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    runtime,
    signIn: (identifier, password) => signInCookie(base, identifier, password),
    async close() {
      server.close();
      await runtime.close();
    },
  };
}
