import type { Executor } from './database';

/**
 * A query of fixed shape whose SQL is built once per database handle: drizzle builds a query's
 * text anew on every call, which was most of its work for the reads that every page makes. Name
 * the prepared query '' (unnamed): the connection decides whether PostgreSQL keeps it
 * (see named-statements.ts).
 */
export function preparedPerDatabase<Query>(prepare: (db: Executor) => Query): (db: Executor) => Query {
  const prepared = new WeakMap<Executor, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
