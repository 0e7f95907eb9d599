/**
 * 100 signed-in sessions reading the API at once on the embedded database (PGlite), for 60 s:
 * first through the admission gate as configured (EMBEDDED_DB_CONCURRENCY, EMBEDDED_DB_QUEUE_TIMEOUT_MS),
 * then with the gate off (EMBEDDED_DB_CONCURRENCY=0), on the same database in the same run. Both
 * come after 10 s through the gate on the cold process, reported apart.
 * Reports requests answered, 2xx and 503 counts, latency percentiles and whether the slowest answer
 * came within 5 s; it asserts nothing.
 * Run: npm run bench:embedded-load  (BENCH_SECONDS=10 for a quick check)
 */
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../server/app';
import { startRuntime, type Runtime } from '../server/bootstrap';
import { loadConfig, type Config } from '../server/config';
import { createLogger } from '../server/logger';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// A cold process (JIT, database caches) is several times slower at first: measured apart, so that neither compared run pays for it.
const COLD_START_SECONDS = Math.min(10, DURATION_SECONDS);
const SESSIONS = 100;
const LATENCY_GOAL_MS = 5000;
const PASSWORD = 'Bench12345';
const READS = ['/api/auth/me', '/api/users/me/preferences', '/api/users?page=1', '/api/logs/all?page=1'];

/**
 * autocannon's worker thread loads setupClient from a file: each connection takes the next
 * session's cookies for every request it sends.
 */
const SETUP_CLIENT_MODULE = `let nextSession = 0;
module.exports = (client) => {
  const { sessionCookies } = client.opts.initialContext;
  const cookie = sessionCookies[nextSession++ % sessionCookies.length];
  client.setRequests(client.opts.requests.map((request) => ({ ...request, headers: { ...request.headers, cookie } })));
};
`;

interface ServerSide {
  overloaded: number;
  overloadedWithRetryAfter: number;
  slowestMs: number;
}

interface Run {
  gate: string;
  result: autocannon.Result;
  serverSide: ServerSide;
}

// Every session signs in from 127.0.0.1 within the same minute.
const env = { ...process.env, DATA_DIR: 'memory', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SESSIONS) };
const gatedConfig = loadConfig(env);
const ungatedConfig = loadConfig({ ...env, EMBEDDED_DB_CONCURRENCY: '0' });
const logger = createLogger('silent');

async function listen(config: Config, runtime: Runtime): Promise<Server> {
  const server = createApp({ config, logger, local: runtime }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

function baseUrl(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function createUsers(runtime: Runtime): Promise<string[]> {
  const usernames = Array.from({ length: SESSIONS }, (_, i) => `load_${i}`);
  await Promise.all(
    usernames.map((username) => runtime.services.users.insertUser({ username, email: `${username}@example.com`, password: PASSWORD, role: 'admin' })),
  );
  return usernames;
}

/** One sign-in after the other: they are not what is measured, and together they would only queue. */
async function signIn(base: string, usernames: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (const identifier of usernames) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`Sign-in of ${identifier} answered ${response.status}`);
    cookies.push(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; '));
  }
  return cookies;
}

/**
 * Seen by the server: in worker mode autocannon hands no response headers back, and its latencies
 * also hold its own thread's delays when the machine is busy.
 */
function watchAnswers(server: Server) {
  const seen: ServerSide = { overloaded: 0, overloadedWithRetryAfter: 0, slowestMs: 0 };
  const watch = (_req: IncomingMessage, res: ServerResponse) => {
    const arrival = performance.now();
    res.once('finish', () => {
      seen.slowestMs = Math.max(seen.slowestMs, performance.now() - arrival);
      if (res.statusCode !== 503) return;
      seen.overloaded += 1;
      if (res.hasHeader('retry-after')) seen.overloadedWithRetryAfter += 1;
    });
  };
  server.on('request', watch);
  return { seen, stop: () => server.off('request', watch) };
}

async function load(server: Server, sessionCookies: string[], setupClient: string, durationSeconds: number): Promise<Omit<Run, 'gate'>> {
  const watch = watchAnswers(server);
  const result = await autocannon({
    url: baseUrl(server),
    connections: SESSIONS,
    duration: durationSeconds,
    // Answers slower than autocannon's default 10 s would be dropped from the latencies as timeouts.
    timeout: 120,
    // The load generator runs in a worker thread so that it does not share the server's event loop.
    workers: 1,
    requests: READS.map((path) => ({ method: 'GET', path })),
    initialContext: { sessionCookies },
    // In worker mode autocannon takes the path of a module instead of a function.
    setupClient: setupClient as unknown as autocannon.Options['setupClient'],
  });
  watch.stop();
  return { result, serverSide: watch.seen };
}

function report(runs: Run[]): void {
  console.log(`database: PGlite; ${SESSIONS} signed-in sessions; reads: ${READS.join(', ')}`);
  console.table(
    runs.map(({ gate, result, serverSide }) => ({
      gate,
      seconds: result.duration,
      answered: result.requests.total,
      '2xx': result['2xx'],
      '503 overloaded': result.statusCodeStats?.['503']?.count ?? 0,
      'server: 503s with Retry-After': `${serverSide.overloadedWithRetryAfter}/${serverSide.overloaded}`,
      'other non-2xx': result.non2xx - (result.statusCodeStats?.['503']?.count ?? 0),
      'errors (timeouts)': `${result.errors} (${result.timeouts})`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'server: max ms': Math.round(serverSide.slowestMs),
      [`max <= ${LATENCY_GOAL_MS / 1000} s`]: result.latency.max <= LATENCY_GOAL_MS && result.errors === 0 ? 'yes' : 'no',
    })),
  );
}

const runtime = await startRuntime(gatedConfig, logger);
const setupDir = await mkdtemp(path.join(tmpdir(), 'embedded-load-'));
const gated = await listen(gatedConfig, runtime);
const ungated = await listen(ungatedConfig, runtime);
try {
  const setupClient = path.join(setupDir, 'setup-client.cjs');
  await writeFile(setupClient, SETUP_CLIENT_MODULE);
  const sessionCookies = await signIn(baseUrl(gated), await createUsers(runtime));
  const gate = `${gatedConfig.embeddedDbConcurrency} at once, ${gatedConfig.embeddedDbQueueTimeoutMs} ms wait`;
  const runs = [
    { gate: `${gate}; first ${COLD_START_SECONDS} s, cold`, ...(await load(gated, sessionCookies, setupClient, COLD_START_SECONDS)) },
    { gate, ...(await load(gated, sessionCookies, setupClient, DURATION_SECONDS)) },
    { gate: 'off', ...(await load(ungated, sessionCookies, setupClient, DURATION_SECONDS)) },
  ];
  report(runs);
} finally {
  for (const server of [gated, ungated]) {
    server.closeAllConnections();
    server.close();
  }
  await rm(setupDir, { recursive: true, force: true });
  await runtime.close();
}
