import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';
import { withPreparedStatements, type PgliteClient } from './pglite-prepared';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema>;
/** Either the database or an open transaction: what repositories run their queries on. */
export type Executor = Database | Transaction;

/**
 * Runs independent reads at once on the database (each on a connection of the pool), or one after
 * the other inside a transaction, whose single connection runs one query at a time.
 */
export async function readTogether<T extends readonly unknown[]>(executor: Executor, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(executor instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's connection (PGlite only): the job queue runs its SQL on it. */
  embedded?: PgliteClient;
  /** The PostgreSQL server's URL (DATABASE_URL only): the job queue keeps a small pool of its own. */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A directory, or 'memory'. */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: prepare each statement once per connection (off behind a pooler that cannot keep them). */
  preparedStatements?: boolean;
  /** A dump of a PGlite data directory to start from (tests clone a migrated snapshot). */
  pgliteSnapshot?: Blob;
  /** How long a request waits for a PostgreSQL connection before failing (503) instead of hanging. */
  connectTimeoutMs?: number;
  /** Told when an idle pooled connection fails (the server restarted or ended it); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

const MIGRATION_LOCK_ID = 727_001;

export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'server', 'db', 'migrations');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root for the migrations folder');
    dir = parent;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

const IN_MEMORY_SHARED_BUFFERS = '16MB';

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = options.dataDir === 'memory';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : path.join(options.dataDir, 'pglite'), {
    extensions: { pg_trgm },
    // In memory, every page of the database is in memory already: PostgreSQL's default buffer pool
    // (128 MB) would hold pages a second time, and clearing it is a third of opening a copy.
    ...(inMemory ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${IN_MEMORY_SHARED_BUFFERS}`] } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const connection = withPreparedStatements(client);
  // drizzle's PGlite driver calls query() and transaction() alone, which the connection has.
  const db = drizzlePglite({ client: connection as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    embedded: connection,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    ...(options.preparedStatements === false ? {} : { Client: NamedStatementClient }),
  });
  // Without a listener, an idle client's error would crash the process.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    url,
    migrate: async () => {
      // Several processes may start at once: one migrates while the others wait.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: migrationsFolder() });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
