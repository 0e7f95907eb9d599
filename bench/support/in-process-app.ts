/**
 * The product's app started in this process for the API benchmarks, a signed-in session on it, and
 * autocannon runs against it. The load generator runs in a worker thread so that it does not share
 * the server's event loop.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApp } from '../../server/app';
import { ensureInitialAdmin, startRuntime, type Runtime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

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
    async signIn(identifier, password) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier, password }),
      });
      if (!login.ok) throw new Error(`signing in as ${identifier} failed: ${login.status}`);
      return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    async close() {
      server.close();
      await runtime.close();
    },
  };
}

export interface Measurement {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

// autocannon reports fixed percentiles, p95 not among them; they come from this list, which it reads when it aggregates.
const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
(autocannonRequire('hdr-histogram-percentiles-obj') as { percentiles: number[] }).percentiles.push(95);

/** Loads `url` for `seconds` with `connections` connections; fails if any answer is not 2xx. */
export async function measure(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Measurement> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers ?? {}, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx, ${result.errors} errors`);
  const latency = result.latency as typeof result.latency & { p95: number };
  return { url, requestsPerSecond: result.requests.average, p50Ms: latency.p50, p95Ms: latency.p95, p99Ms: latency.p99 };
}
