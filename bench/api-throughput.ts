/**
 * API throughput on this machine, as ratios against a baseline measured in the same run:
 * GET /healthz (Express, no database, no session) is 1.0; each endpoint is reported relative to it.
 * Run: npm run bench:api  (DATABASE_URL=postgres://… to measure on PostgreSQL instead of PGlite)
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApp } from '../server/app';
import { ensureInitialAdmin, startRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const config = loadConfig({ ...process.env, DATA_DIR: 'memory', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench12345', ADMIN_USERNAME: 'bench' });
const logger = createLogger('silent');
const runtime = await startRuntime(config, logger);
await ensureInitialAdmin(config, runtime);
for (let i = 0; i < 200; i += 1) {
  await runtime.services.users.insertUser({ username: `user_${i}`, email: `user_${i}@example.com`, password: 'Bench12345', role: i % 5 === 0 ? 'editor' : 'creator' });
}
const app = createApp({ config, logger, local: runtime });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ identifier: 'bench', password: 'Bench12345' }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

async function measure(path: string, headers: Record<string, string> = {}) {
  // The load generator runs in a worker thread so that it does not share the server's event loop.
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS, headers, workers: 1 });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return { path, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const baseline = await measure('/healthz');
const rows = [baseline];
for (const path of ['/api/auth/me', '/api/users/me/preferences', '/api/users?page=1&page_size=5&username_filter=user_1', '/api/logs/all?page=1&page_size=50']) {
  rows.push(await measure(path, { cookie }));
}

console.log(`database: ${runtime.database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
console.table(
  rows.map((row) => ({
    endpoint: row.path,
    'req/s': Math.round(row.requestsPerSecond),
    'ratio to /healthz': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    'p99 ms': row.p99Ms,
  })),
);

server.close();
await runtime.close();
