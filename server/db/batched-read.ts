import pg from 'pg';
import type { Database } from './database';

/** A query as drizzle compiles it (a select builder, or `db.dialect.sqlToQuery` of a `sql` template). */
export interface CompilableQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** Rows per batch of an export: on PGlite, other requests wait for a batch, so it stays small. */
export const EXPORT_BATCH_SIZE = { postgres: 5000, pglite: 1000 };

export interface BatchedRead<T> {
  /** Shown as the connection's application_name in pg_stat_activity while the read runs (PostgreSQL). */
  label: string;
  /** Rows per batch, by database: on PGlite other requests wait while a batch is read. */
  size: { postgres: number; pglite: number };
  /**
   * The query of the next batch: at most `size` rows that come after `after` (the last row of the
   * previous batch, null for the first) in the read's order. A keyset condition on an index whose
   * order is the ORDER BY's, so that every batch is a short index range, never a sort of the table.
   */
  query(after: T | null, size: number): CompilableQuery;
  /**
   * A row of the query as T, from its values in select order as the driver gives them without
   * decoding types (text on PostgreSQL; text or numbers on PGlite; null for NULL): no row objects,
   * dates or type mapping are made for values an export only writes out.
   */
  row(values: unknown[]): T;
}

/** Every value as PostgreSQL's text: nothing is decoded that the export only writes out again. */
const AS_TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

type RunBatch = (query: CompilableQuery) => Promise<unknown[][]>;

/**
 * Reads the rows of an ordered query in batches (for exports: any number of rows in constant
 * memory, each batch only once the consumer asks for it).
 *
 * On PostgreSQL the whole read runs on one dedicated connection, in one read-only REPEATABLE READ
 * transaction: the export is one consistent snapshot (rows written meanwhile, such as its own
 * audit entry, are not in it), and the connection is one backend that operators can see and end.
 * On PGlite, whose single connection is shared by every request, each batch is a query of its
 * own, so that other requests run between batches.
 *
 * A failed read throws from the iteration (the connection is then discarded, not returned to the
 * pool); a consumer that stops early (return) ends the transaction and returns the connection.
 */
export async function* readInBatches<T>(db: Database, read: BatchedRead<T>): AsyncGenerator<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const pglite = client as { query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }> };
    yield* keysetBatches(read, read.size.pglite, async (query) => {
      const { sql, params } = query.toSQL();
      return (await pglite.query(sql, params, { rowMode: 'array' })).rows;
    });
    return;
  }
  const connection = await client.connect();
  let failure: Error | undefined;
  // A connection that fails between two batches (the backend was ended) emits 'error'; without a
  // listener that would take the process down. The next query then fails, which ends the read.
  const onError = (error: Error) => {
    failure ??= error;
  };
  connection.on('error', onError);
  let finished = false;
  try {
    await connection.query('begin isolation level repeatable read read only');
    await connection.query(`select set_config('application_name', $1, true)`, [read.label]);
    yield* keysetBatches(read, read.size.postgres, async (query) => {
      const { sql, params } = query.toSQL();
      return (await connection.query<unknown[]>({ text: sql, values: params, rowMode: 'array', types: AS_TEXT })).rows;
    });
    await connection.query('commit');
    finished = true;
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!finished && !failure) {
      // The consumer stopped early: end the snapshot and give the connection back.
      await connection.query('rollback').catch((error: unknown) => {
        failure = error instanceof Error ? error : new Error(String(error));
      });
    }
    // A connection that failed is discarded (the pool opens a new one when needed) and keeps the
    // listener, since it may still report its end; a sound one goes back to the pool's own.
    if (!failure) connection.off('error', onError);
    connection.release(failure);
  }
}

/**
 * The next batch's query is sent as soon as the current batch has arrived, before the consumer
 * writes it out: the database works while the export formats and sends (two batches at most).
 */
async function* keysetBatches<T>(read: BatchedRead<T>, size: number, run: RunBatch): AsyncGenerator<T[]> {
  const fetch = (after: T | null): Promise<T[]> => {
    const pending = run(read.query(after, size)).then((values) => values.map((row) => read.row(row)));
    // Handled here too: a consumer that stops early never awaits the batch it did not need.
    pending.catch(() => undefined);
    return pending;
  };
  let next = fetch(null);
  try {
    for (;;) {
      const batch = await next;
      const more = batch.length === size;
      if (more) next = fetch(batch[batch.length - 1]!);
      if (batch.length > 0) yield batch;
      if (!more) return;
    }
  } finally {
    // Settled before the caller ends the transaction or hands the connection back.
    await next.catch(() => undefined);
  }
}
