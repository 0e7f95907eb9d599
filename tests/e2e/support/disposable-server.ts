import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPER_ADMIN } from './accounts';
import { E2E_PASSWORD_HASH_COST } from './servers';

// Polled for readiness: the bound only catches a server that never comes up.
const START_TIMEOUT_MS = 300_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: ${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start within ${START_TIMEOUT_MS} ms: ${output()}`);
}

export interface DisposableServer {
  url: string;
  /** The PGlite data directory, to edit while the server is stopped. */
  databaseDir: string;
  /** Stops the server gracefully (SIGTERM): the database is closed when this resolves. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, so links it sent keep their address. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/**
 * A production server of its own for one spec file, with its database on disk (so a test can
 * stop it and change data no API changes, such as an invitation's expiry) and any extra
 * environment (SMTP_URL for a mail catcher). Same first super admin as the suite's servers.
 */
export async function startDisposableServer(environment: Record<string, string> = {}): Promise<DisposableServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: SUPER_ADMIN.username,
        ADMIN_EMAIL: SUPER_ADMIN.email,
        ADMIN_PASSWORD: SUPER_ADMIN.password,
        ...E2E_PASSWORD_HASH_COST,
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilHealthy(url, child, () => output);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url,
    databaseDir: path.join(dataDir, 'pglite'),
    start,
    stop,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
