import { randomUUID } from 'node:crypto';
import pg from 'pg';

const TEMPLATE_VARIABLE = 'AGENCY_TEST_POSTGRES_TEMPLATE';

/** The migrated PostgreSQL database that the global setup of this jest run copies for each test app. */
export function postgresTemplateForRun(): string {
  process.env[TEMPLATE_VARIABLE] ??= `test_template_${process.pid}_${Date.now()}`;
  return process.env[TEMPLATE_VARIABLE];
}

/** The PostgreSQL template of this jest run, if its global setup made one. */
export const postgresTemplate = (): string | undefined => process.env[TEMPLATE_VARIABLE];

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name`. A pool's sockets may still be closing after pool.end(): this waits for
 * them rather than terminating them (a terminated socket would raise an error in this process).
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

/** A database of its own on the test PostgreSQL server. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the test PostgreSQL server, empty or a copy of `template`, dropped by `drop`. */
export async function freshPostgresDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
