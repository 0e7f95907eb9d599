import type { AddressInfo } from 'node:net';
import { createApp } from './server/app';
import { ensureInitialAdmin, startRuntime } from './server/bootstrap';
import { loadConfig } from './server/config';
import { createLogger } from './server/logger';
import { inProcessPageApi } from './server/ssr/page-api';
import { createPageRouter } from './server/ssr/page-router';
import { createBuiltPageSource } from './server/ssr/built-page-source';
import { signInCookie } from './bench/support/sign-in';
const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', ADMIN_USERNAME: 'bench_pages', ADMIN_EMAIL: 'qa@example.com', ADMIN_PASSWORD: 'Bench12345', RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' });
const logger = createLogger('silent');
const runtime = await startRuntime(config, logger);
await ensureInitialAdmin(config, runtime);
const api = inProcessPageApi((req, res) => app(req, res));
const pageRouter = createPageRouter({ source: await createBuiltPageSource(), logger, api });
const app = createApp({ config, logger, local: runtime, pages: pageRouter });
const server = app.listen(0, '127.0.0.1'); await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const client = (runtime.database as any).embedded;
const log: string[] = [];
for (const m of ['query', 'exec']) {
  const orig = client[m].bind(client);
  client[m] = (...args: any[]) => { log.push(m + ' ' + (typeof args[0] === 'string' ? args[0] : '<bin>').replace(/\s+/g, ' ').slice(0, 220)); return orig(...args); };
}
const cookie = await signInCookie(base, 'bench_pages', 'Bench12345');
for (const path of ['/admin/create-user', '/admin/create-user', '/login']) {
  log.length = 0;
  const r = await fetch(base + path, { headers: path === '/login' ? {} : { cookie } });
  await r.text();
  console.log(path, r.status, log.length); console.log(log.join('\n'));
}
server.close(); await runtime.close();
