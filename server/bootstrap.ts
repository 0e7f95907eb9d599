import { randomBytes, randomInt } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createJobQueue, type JobQueue } from './jobs';
import type { Logger } from './logger';
import { deriveKeys, type SecretKeys } from './security/keys';
import { PRODUCTION_PASSWORD_HASH_COST, type PasswordHashCost } from './security/password-hash-cost';
import { setPasswordHashCost } from './security/passwords';
import { secretsRepository } from './security/secrets-repository';
import { createServices, type Services } from './services';
import { usersRepository } from './modules/users';

export interface Runtime {
  database: DatabaseHandle;
  keys: SecretKeys;
  services: Services;
  jobs: JobQueue;
  /** Stops the job queue (waiting for running jobs, at most the shutdown timeout), then closes the database. */
  close(): Promise<void>;
}

/** SESSION_SECRET when given; otherwise one generated once and kept in the database, shared by every process. */
async function sessionSecret(config: Config, database: DatabaseHandle): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  return secretsRepository.getOrCreate(database.db, 'session_secret', () => randomBytes(48).toString('base64url'));
}

/** Opens and migrates the database, builds the services on it and starts the job queue. */
export async function startRuntime(config: Config, logger: Logger, options: { pgliteSnapshot?: Blob; clock?: Clock } = {}): Promise<Runtime> {
  setPasswordHashCost(config.passwordHashCost);
  if (config.env === 'production' && isBelowProductionCost(config.passwordHashCost)) {
    logger.warn({ passwordHashCost: config.passwordHashCost }, 'password hashes cost less than the recommended minimum: for tests only');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    pgliteSnapshot: options.pgliteSnapshot,
    onIdleConnectionError: (error) => logger.warn({ err: error }, 'idle database connection lost; the pool replaces it'),
  });
  const jobs = createJobQueue({ database, settings: config.jobs, logger });
  try {
    await database.migrate();
    const keys = deriveKeys(await sessionSecret(config, database));
    const services = createServices({ db: database.db, config, keys, logger, jobs, progressBesideTransactions: database.kind === 'postgres', clock: options.clock ?? systemClock });
    await jobs.start();
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await jobs.stop(config.shutdownTimeoutMs);
        await database.close();
      })());
    return { database, keys, services, jobs, close };
  } catch (error) {
    await jobs.stop(config.shutdownTimeoutMs);
    await database.close();
    throw error;
  }
}

function isBelowProductionCost(cost: PasswordHashCost): boolean {
  return cost.memoryKib < PRODUCTION_PASSWORD_HASH_COST.memoryKib || cost.timeCost < PRODUCTION_PASSWORD_HASH_COST.timeCost;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 18 random characters that always satisfy the password rules (an uppercase letter and a digit). */
export function generatePassword(): string {
  const chars = Array.from({ length: 16 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
  return `${chars.join('')}A${randomInt(10)}`;
}

export interface InitialAdmin {
  username: string;
  email: string;
  /** Present only when it was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * On a database without users, creates the super admin from the configuration (or a generated
 * one). Processes starting together on one database take turns: the first creates it, the others
 * find it there.
 */
export async function ensureInitialAdmin(config: Config, runtime: Runtime): Promise<InitialAdmin | null> {
  const username = config.admin.username ?? 'admin';
  const email = config.admin.email ?? `${username}@example.com`;
  const generatedPassword = config.admin.password ? undefined : generatePassword();
  const password = config.admin.password ?? generatedPassword!;
  return runtime.database.db.transaction(async (tx) => {
    await usersRepository.lockForFirstUser(tx);
    if ((await usersRepository.count(tx)) > 0) return null;
    await runtime.services.users.insertUser({ username, email, password, role: 'super_admin' }, tx);
    return { username, email, generatedPassword };
  });
}
