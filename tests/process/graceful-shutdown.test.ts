import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { loadConfig } from '../../server/config';
import type { PageSource } from '../../server/ssr/page-source';
import { startServer, type RunningServer } from '../../server/start-server';
import { capturedLogger } from '../support/captured-logger';
import { pgliteSnapshotPath } from '../support/snapshot-path';
import { TEST_PASSWORD_HASH_COST } from '../support/test-app';

/**
 * The whole server as `server/index.ts` starts it (database, first super admin, app,
 * maintenance, shutdown on SIGTERM), in this process: no build and no development server to wait
 * for. Signals and the exit come from the test. Nothing waits for a set time: each step waits
 * for the event it needs.
 */

/** The test asks for no page: the API is what must finish its work. */
const NO_PAGES: PageSource = {
  assets: (_req, _res, next) => next(),
  template: () => Promise.reject(new Error('no pages in this test')),
  renderPage: () => Promise.reject(new Error('no pages in this test')),
  modulePreloads: () => [],
  fixStacktrace: () => {},
};

const { lines, logger } = capturedLogger('info');
const signals = new EventEmitter();
let exitCode: Promise<number>;
let running: RunningServer;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory',
    ADMIN_PASSWORD: 'Adm1nPassword',
    // Only the signal ends this test's requests, never a timer.
    SHUTDOWN_TIMEOUT_MS: String(24 * 60 * 60 * 1000),
    ...TEST_PASSWORD_HASH_COST,
  });
  let exited: (code: number) => void = () => {};
  exitCode = new Promise((resolve) => (exited = resolve));
  const pgliteSnapshot = new Blob([await readFile(pgliteSnapshotPath())]);
  running = await startServer({ config, logger, signals, exit: (code) => exited(code), pages: NO_PAGES, pgliteSnapshot });
  // A bound for a server that never starts, not a measure of speed: each step above waits for its event.
}, 600_000);

afterAll(() => {
  if (running.server.listening) running.server.close();
});

test('an idle keep-alive connection is kept 65 s by default, past the 60 s of the proxy in front, which so closes it first', () => {
  expect(running.server.keepAliveTimeout).toBe(65_000);
});

test('on SIGTERM an in-flight request finishes, then the database closes and the process exits 0', async () => {
  const { server, port } = running;
  const body = JSON.stringify({ identifier: 'admin', password: 'Adm1nPassword' });
  const received = new Promise((resolve) => server.once('request', resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    // Half the body now: the request is in flight when the signal arrives.
    request.write(body.slice(0, 10));
    void received.then(() => {
      signals.emit('SIGTERM');
      // The server no longer takes connections (server.close ran), and this request is still open: the rest of the body.
      expect(server.listening).toBe(false);
      request.end(body.slice(10));
    });
  });

  const { status, body: text } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(text)).toMatchObject({ username: 'admin', role: 'super_admin' });
  expect(await exitCode).toBe(0);
  const log = lines.join('');
  expect(log.indexOf('shutting down: finishing in-flight requests')).toBeGreaterThan(-1);
  expect(log.indexOf('database closed; bye')).toBeGreaterThan(log.indexOf('shutting down'));
}, 600_000);
