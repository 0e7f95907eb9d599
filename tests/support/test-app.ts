import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import type { Role } from '../../contract';
import { createApp } from '../../server/app';
import { startRuntime, type Runtime } from '../../server/bootstrap';
import { loadConfig, type Config } from '../../server/config';
import type { Clock } from '../../server/clock';
import { createLogger } from '../../server/logger';
import { usersRepository } from '../../server/modules/users/users-repository';
import { freshPostgresDatabase, postgresTemplate } from './postgres-databases';
import { pgliteSnapshotPath } from './snapshot-path';

declare const TEST_DATABASE: { name: 'pglite' | 'postgres'; url: string };

export const TEST_PASSWORD = 'Passw0rd!';

/** The password hashing cost of test servers: 1 MiB and one pass instead of production's 19 MiB and two. */
export const TEST_PASSWORD_HASH_COST = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

export interface TestApp {
  app: Express;
  /** The app listening on a loopback port for the file's requests (supertest would otherwise start and stop a server per request). */
  server: Server;
  config: Config;
  runtime: Runtime;
  close(): Promise<void>;
  /** Closes only the database, after the job queue (idempotent): later requests fail as they would on a lost database. */
  closeDatabase(): Promise<void>;
  /** Creates a user directly through the service layer (no HTTP, no audit entry). */
  createUser(role: Role, overrides?: { username?: string; email?: string; password?: string; isActive?: boolean }): Promise<TestUser>;
  /** Signs in and returns an agent that keeps the cookies and sends the CSRF header. */
  signIn(identifier: string, password?: string, options?: { address?: string; rememberMe?: boolean }): Promise<SignedInAgent>;
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
}

export interface SignedInAgent {
  agent: ReturnType<typeof request.agent>;
  csrf: string;
  cookies: Record<string, string>;
}

/** The name of the database engine the current jest project runs on. */
export const databaseKind = (): 'pglite' | 'postgres' => TEST_DATABASE.name;

export function parseSetCookies(header: string[] | string | undefined): Record<string, string> {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    list.map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))];
    }),
  );
}

/** A whole application on a database of its own (a copy of the run's migrated PGlite or PostgreSQL database). */
export async function createTestApp(env: Record<string, string> = {}, options: { clock?: Clock } = {}): Promise<TestApp> {
  const postgres = TEST_DATABASE.name === 'postgres' ? await freshPostgresDatabase(TEST_DATABASE.url, postgresTemplate()) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    // Tests sign in many times from one address; the front limits have tests of their own.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    // Real argon2id hashes at a small cost: tests sign in thousands of times (server/security/passwords.test.ts checks production's).
    ...TEST_PASSWORD_HASH_COST,
    ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const snapshot = postgres ? undefined : new Blob([await readFile(pgliteSnapshotPath())]);
  const runtime = await startRuntime(config, logger, { pgliteSnapshot: snapshot, ...(options.clock ? { clock: options.clock } : {}) });
  const app = createApp({ config, logger, local: { database: runtime.database, services: runtime.services } });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let counter = 0;
  let databaseClosed: Promise<void> | undefined;
  const closeDatabase = () => (databaseClosed ??= runtime.close());

  const testApp: TestApp = {
    app,
    server,
    config,
    runtime,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeDatabase();
      await postgres?.drop();
    },
    closeDatabase,
    async createUser(role, overrides = {}) {
      counter += 1;
      const username = overrides.username ?? `${role}_${counter}`;
      const email = overrides.email ?? `${username}@example.com`;
      const password = overrides.password ?? TEST_PASSWORD;
      const row = await runtime.services.users.insertUser({ username, email, password, role });
      if (overrides.isActive === false) {
        await usersRepository.update(runtime.database.db, row.id, { isActive: false });
      }
      return { id: row.id, username, email, password, role };
    },
    async signIn(identifier, password = TEST_PASSWORD, options = {}) {
      const agent = request.agent(server);
      const call = agent.post('/api/auth/login');
      if (options.address) call.set('X-Forwarded-For', options.address);
      const response = await call.send({ identifier, password, remember_me: options.rememberMe ?? true });
      if (response.status !== 200) throw new Error(`sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(response.body)}`);
      const cookies = parseSetCookies(response.headers['set-cookie']);
      const csrf = cookies.csrf_token;
      if (!csrf) throw new Error('no csrf_token cookie after sign-in');
      return { agent, csrf, cookies };
    },
  };
  return testApp;
}
