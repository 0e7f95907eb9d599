import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { PgliteClient } from '../db/pglite-prepared';

/** What the job library runs its SQL on: one statement with parameters, or a script without. */
export interface JobsConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The embedded database (PGlite, a single connection in this process) as the job library's
 * connection. A statement with parameters is one statement, which PGlite runs between the
 * application's transactions. A script (`BEGIN; …; COMMIT;`, never with parameters) runs inside
 * PGlite's own transaction lock, so it never interleaves with the application's queries or
 * transactions, and one that fails is rolled back before anything else runs.
 */
export function pgliteJobsConnection(client: PgliteClient): JobsConnection {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      return client.transaction(async (tx) => {
        const results = await tx.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      });
    },
  };
}

/** Numbered placeholders ($1, $2…) of the library's SQL as parameters of a drizzle query. */
function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/**
 * An open transaction (or the database) as the job library's connection, so that a job is
 * stored in the same transaction as the rows it is about (committed together, or not at all).
 */
export function executorJobsConnection(executor: Executor): JobsConnection {
  return {
    async executeSql(text, values = []) {
      const result = (await executor.execute(toDrizzleSql(text, values))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
