import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery as a field of a select from one table. In such a select Drizzle writes a
 * field's columns without their table, which would bind the subquery's references to the outer
 * table to the subquery's own tables instead; nested one level down, every column keeps its table.
 */
export const correlated = <T>(subquery: SQL) => sql<T>`${subquery}`;
