/**
 * API throughput on this machine, as ratios against a baseline measured in the same run:
 * GET /healthz (Express, no database, no session) is 1.0; each endpoint is reported relative to it.
 * Run: npm run bench:api  (DATABASE_URL=postgres://… to measure on PostgreSQL instead of PGlite)
 */
import { startInProcessApp } from './support/in-process-app';
import { measure } from './support/measure';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const app = await startInProcessApp({ ADMIN_PASSWORD: 'Bench12345', ADMIN_USERNAME: 'bench' });
for (let i = 0; i < 200; i += 1) {
  await app.runtime.services.users.insertUser({ username: `user_${i}`, email: `user_${i}@example.com`, password: 'Bench12345', role: i % 5 === 0 ? 'editor' : 'creator' });
}
const cookie = await app.signIn('bench', 'Bench12345');

const options = { connections: CONNECTIONS, seconds: DURATION_SECONDS };
const baseline = await measure(`${app.base}/healthz`, options);
const rows = [baseline];
for (const path of ['/api/auth/me', '/api/users/me/preferences', '/api/users?page=1&page_size=5&username_filter=user_1', '/api/logs/all?page=1&page_size=50']) {
  rows.push(await measure(`${app.base}${path}`, { ...options, headers: { cookie } }));
}

console.log(`database: ${app.runtime.database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
console.table(
  rows.map((row) => ({
    endpoint: row.url.slice(app.base.length),
    'req/s': Math.round(row.requestsPerSecond),
    'ratio to /healthz': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    'p99 ms': row.p99Ms,
  })),
);

await app.close();
