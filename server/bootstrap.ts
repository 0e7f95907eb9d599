import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { Logger } from './logger';
import { deriveKeys, type SecretKeys } from './security/keys';
import { secretsRepository } from './security/secrets-repository';
import { createServices, type Services } from './services';
import { usersRepository } from './users/users-repository';

export interface Runtime {
  database: DatabaseHandle;
  keys: SecretKeys;
  services: Services;
}

/** SESSION_SECRET when given; otherwise one generated once and kept in the database, shared by every process. */
async function sessionSecret(config: Config, database: DatabaseHandle): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  return secretsRepository.getOrCreate(database.db, 'session_secret', () => randomBytes(48).toString('base64url'));
}

/** Opens and migrates the database and builds the services on it. */
export async function startRuntime(config: Config, logger: Logger, options: { pgliteSnapshot?: Blob } = {}): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    pgliteSnapshot: options.pgliteSnapshot,
    onIdleConnectionError: (error) => logger.warn({ err: error }, 'idle database connection lost; the pool replaces it'),
  });
  try {
    await database.migrate();
    const keys = deriveKeys(await sessionSecret(config, database));
    return { database, keys, services: createServices({ db: database.db, config, keys, logger }) };
  } catch (error) {
    await database.close();
    throw error;
  }
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
