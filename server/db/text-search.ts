import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Case-insensitive "contains", written as `lower(column) like lower(pattern)` so that the
 * trigram indexes on `lower(column)` serve it (an ILIKE on the bare column cannot use them).
 */
export function containsIgnoringCase(column: AnyColumn, text: string): SQL {
  return sql`lower(${column}) like ${likeContains(text.toLowerCase())}`;
}

/** "Contains, ignoring case" on an expression that is already lower case (the one a trigram index is built on). */
export function loweredContains(lowered: SQL, text: string): SQL {
  return sql`${lowered} like ${likeContains(text.toLowerCase())}`;
}

/**
 * "Starts with, ignoring case" on a column of lower-cased text: a range scan of its
 * text_pattern_ops index. On a table of suffixes it is "contains" (see audit_log_username_suffixes).
 */
export function loweredStartsWith(lowered: AnyColumn, text: string): SQL {
  return sql`${lowered} like ${`${escapeLike(text.toLowerCase())}%`}`;
}
