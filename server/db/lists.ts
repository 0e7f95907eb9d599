import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../../contract';
import type { Executor } from './database';

/** A list's table, its id and its sortable columns: each name the contract whitelists, as the SQL it orders by. */
export interface ListSource<Table extends PgTable, Column extends string> {
  table: Table;
  id: PgColumn;
  sortKeys: Record<Column, AnyColumn | SQL>;
}

export interface ListSort<Column extends string> {
  column: Column;
  dir: SortDirection;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

/** The rows to read for a page: counted from the list's start, or (`fromEnd`) from its end in reverse order. */
export interface PageWindow extends PageRequest {
  fromEnd: boolean;
}

/**
 * Where a page's rows are the fewest index entries away: with the list's total known, a page past
 * the middle is read from the other end, so that the last page costs what the first does.
 */
export function pageWindow(page: PageRequest, total: number | undefined): PageWindow {
  if (total === undefined) return { ...page, fromEnd: false };
  const end = Math.min(page.offset + page.limit, total);
  const limit = Math.max(0, end - page.offset);
  const rowsAfter = total - end;
  return rowsAfter < page.offset ? { offset: rowsAfter, limit, fromEnd: true } : { offset: page.offset, limit, fromEnd: false };
}

const opposite = (dir: SortDirection): SortDirection => (dir === 'asc' ? 'desc' : 'asc');

/**
 * The sort key, then the id in the same direction, so that equal values keep one order across
 * pages. Default NULLS placement, so that one ascending index serves both directions.
 */
export function orderOf(key: AnyColumn | SQL, id: AnyColumn, dir: SortDirection): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  return key === id ? [direction(id)] : [direction(key), direction(id)];
}

/**
 * Up to this many matches, a page is sorted from the matches themselves, which the filter's own
 * indexes find; past it, the page is walked along the order's index. Walking the order for a few
 * matches reads every row before them: a name filter's few hundred creators can sit behind
 * 36,000 others. (`offset 0` keeps PostgreSQL from turning the first form into the second.)
 */
const FEW_MATCHES = 2000;

/** Which rows a page holds (a subquery of their ids) and the order to read them in. */
export interface PageSelection {
  ids: SQL;
  order: SQL[];
}

/**
 * The page of the matching rows in the sort's order: its ids are chosen by a subquery that an
 * index on (sort key, id) answers without reading the table. `total`, when known exactly, lets a
 * page past the middle be read from the end (see pageWindow). Null for a page past the end.
 */
export function pageSelection<Table extends PgTable, Column extends string>(
  db: Executor,
  source: ListSource<Table, Column>,
  query: { where: SQL | undefined; sort: ListSort<Column>; page: PageRequest; total?: number | undefined },
): PageSelection | null {
  const window = pageWindow(query.page, query.total);
  if (window.limit === 0) return null;
  const key = source.sortKeys[query.sort.column];
  const dir = window.fromEnd ? opposite(query.sort.dir) : query.sort.dir;
  const ids =
    query.where !== undefined && query.total !== undefined && query.total <= FEW_MATCHES
      ? sql`(select id from (select ${source.id} as id, ${key} as key from ${source.table} where ${query.where} offset 0) as matches
          order by key ${sql.raw(dir)}, id ${sql.raw(dir)} offset ${window.offset} limit ${window.limit})`
      : sql`(${db
          .select({ id: source.id })
          .from(source.table as PgTable)
          .where(query.where)
          .orderBy(...orderOf(key, source.id, dir))
          .offset(window.offset)
          .limit(window.limit)})`;
  return { ids, order: orderOf(key, source.id, query.sort.dir) };
}

/**
 * A yes-or-no of each match that pageOfFewMatches counts (how many are active, say), and which
 * side of it the list holds: both when `listed` is undefined.
 */
export interface FewMatchesSplit {
  by: AnyColumn | SQL;
  listed?: boolean | undefined;
}

/**
 * The total and the page of a filter that matches few rows, in one statement that reads the
 * matches once, by the filter's own indexes (a text search reads its index once, not once to
 * count and again for the page). `within` narrows the rows to the ids it selects, which may repeat
 * (a username's suffixes that start with a text, say); the rows must also match `where`. With a
 * `split`, how many matches are on its yes side (`splitYes`), whichever side the list holds. Null
 * when the filter matches more than FEW_MATCHES rows, or `within` selects more than FEW_MATCHES
 * ids: such a list is counted, and its page walked along the order's index (pageSelection). For
 * lists whose ids are integers.
 */
export async function pageOfFewMatches<Table extends PgTable, Column extends string>(
  db: Executor,
  source: ListSource<Table, Column>,
  query: { where?: SQL | undefined; within?: SQL; sort: ListSort<Column>; page: PageRequest; split?: FewMatchesSplit },
): Promise<{ total: number; matched: number; splitYes: number; page: PageSelection | null } | null> {
  const key = source.sortKeys[query.sort.column];
  const dir = sql.raw(query.sort.dir);
  const listed = query.split?.listed === undefined ? sql`true` : query.split.listed ? sql`yes` : sql`not yes`;
  const candidates = query.within ? sql`candidate as materialized (select id from (${query.within}) as hit limit ${FEW_MATCHES + 1}),` : sql``;
  const where = and(query.within ? sql`${source.id} in (select id from candidate)` : undefined, query.where) ?? sql`true`;
  const result = (await db.execute(sql`
    with ${candidates} matches as materialized (
      select ${source.id} as id, ${key} as key, coalesce(${query.split?.by ?? sql`false`}, false) as yes from ${source.table} where ${where} limit ${FEW_MATCHES + 1})
    select count(*)::int as matched, (count(*) filter (where ${listed}))::int as total, (count(*) filter (where yes))::int as split_yes,
      array(select id from matches where ${listed} order by key ${dir}, id ${dir} offset ${query.page.offset} limit ${query.page.limit}) as ids,
      ${query.within ? sql`(select count(*)::int from candidate)` : sql`0`} as candidates
    from matches`)) as unknown as { rows: { matched: number; total: number; split_yes: number; ids: (number | string)[]; candidates: number }[] };
  const { matched, total, split_yes: splitYes, ids, candidates: candidateCount } = result.rows[0]!;
  if (matched > FEW_MATCHES || candidateCount > FEW_MATCHES) return null;
  const page = ids.length === 0 ? null : { ids: sql`(select unnest(${sql.param(ids.map(Number))}::int[]))`, order: orderOf(key, source.id, query.sort.dir) };
  return { total, matched, splitYes, page };
}

/** The rows of a page's selection in its order, every column read. */
export async function readSelection<Table extends PgTable>(db: Executor, source: ListSource<Table, string>, page: PageSelection): Promise<Table['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(source.table as PgTable)
    .where(sql`${source.id} in ${page.ids}`)
    .orderBy(...page.order);
  return rows as Table['$inferSelect'][];
}

/** A page of the matching rows in the sort's order, every column read (see pageSelection); only the page's rows are read. */
export async function readPage<Table extends PgTable, Column extends string>(
  db: Executor,
  source: ListSource<Table, Column>,
  query: { where: SQL | undefined; sort: ListSort<Column>; page: PageRequest; total?: number | undefined },
): Promise<Table['$inferSelect'][]> {
  const page = pageSelection(db, source, query);
  return page ? readSelection(db, source, page) : [];
}

/** How many rows match, counted up to `cap + 1` at most: more than `cap` is all a capped list needs to know. */
export async function countUpTo(db: Executor, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const upToCap = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('up_to_cap');
  const [row] = await db.select({ counted: sql<number>`count(*)::int` }).from(upToCap);
  return row?.counted ?? 0;
}
