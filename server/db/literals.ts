import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Values the code owns (constants of the contract) as SQL literals. Checks and partial indexes are
 * declared with them, and queries that must match a partial index use them too: a prepared
 * statement's generic plan matches an index's predicate only against literals, never parameters.
 */
export function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** `column in ('a', 'b')`; a column given by name stays unqualified, as in a table's own checks. */
export function oneOf(column: string | AnyColumn, values: readonly string[]): SQL {
  return sql`${typeof column === 'string' ? sql.raw(column) : column} in (${literalList(values)})`;
}

/** `column <@ array['a', 'b']`: every element of an array column is one of the values. */
export function subsetOf(column: string, values: readonly string[]): SQL {
  return sql`${sql.raw(column)} <@ array[${literalList(values)}]::text[]`;
}
