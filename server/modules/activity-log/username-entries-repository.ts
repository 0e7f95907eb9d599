import { sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '../../../contract';
import type { Executor } from '../../db/database';
import { correlated } from '../../db/correlated';
import type { PageRequest } from '../../db/lists';
import { containsIgnoringCase, loweredStartsWith } from '../../db/text-search';
import { activityLog, activityLogUsernameSuffixes, activityLogUsernames } from './tables';

/**
 * Reads of the log for the names that contain a text: the names are found by their suffixes
 * (audit_log_username_suffixes), each name's entries come from audit_log_username_idx (username,
 * created_at, id), at most as many per name as the page or the count can use, then merge. The cost
 * follows the names and the page, not the log's size nor how many entries one name has, and the
 * plan does not hang on the planner's guess of how many entries the names have.
 */

type Row = typeof activityLog.$inferSelect;

const sameName = sql`${activityLog.username} = name.username`;
/**
 * The log's names that contain `text`, ignoring case: a trigram match on audit_log_usernames. For
 * a filter of many names, which the planner may check entry by entry along the log's order.
 */
export const namesContaining = (text: string) =>
  sql`select ${activityLogUsernames.username} from ${activityLogUsernames} where ${containsIgnoringCase(activityLogUsernames.username, text)}`;

/** Up to `limit` suffixes of the log's names that start with `text`, ignoring case, as their names: a name that contains the text twice comes twice. */
const suffixMatches = (text: string, limit: number) =>
  sql`select ${activityLogUsernameSuffixes.username} as username from ${activityLogUsernameSuffixes} where ${loweredStartsWith(activityLogUsernameSuffixes.suffix, text)} limit ${limit}`;

/** The log's names that contain `text`, ignoring case, each once; null when it matches more than `maxNames` suffixes (so more names, or names that contain it more than once). */
export async function namesMatching(db: Executor, text: string, maxNames: number): Promise<string[] | null> {
  const hits = (await db.execute(suffixMatches(text, maxNames + 1))) as unknown as { rows: { username: string }[] };
  return hits.rows.length > maxNames ? null : [...new Set(hits.rows.map((hit) => hit.username))];
}

const andAlso = (where: SQL | undefined) => (where ? sql` and ${where}` : sql``);
const direction = (dir: SortDirection) => sql.raw(dir === 'asc' ? 'asc' : 'desc');

/** How many entries of the names in `name` match `where`, counted up to `cap + 1`: a scalar subquery. */
const countedUpTo = (where: SQL | undefined, cap: number) => sql`(select count(*)::int from (
  select 1 from name
  cross join lateral (select 1 from ${activityLog} where ${sameName}${andAlso(where)} limit ${cap + 1}) as entry
  limit ${cap + 1}
) as up_to_cap)`;

/**
 * How many entries of the log's names that contain `text` match `where`, counted up to `cap + 1`;
 * null when more than `maxNames` suffixes start with it.
 */
async function countOfNamesContaining(db: Executor, text: string, where: SQL | undefined, cap: number, maxNames: number): Promise<number | null> {
  const result = (await db.execute(sql`
    with hit (username) as materialized (${suffixMatches(text, maxNames + 1)}),
      name (username) as materialized (select distinct username from hit)
    select (select count(*)::int from hit) as names, ${countedUpTo(where, cap)} as counted`)) as unknown as { rows: { names: number; counted: number }[] };
  const { names, counted } = result.rows[0]!;
  return names > maxNames ? null : counted;
}

/**
 * A page of the entries of the log's names that contain `text` and that match `where`, by time then
 * id in `dir`, and how many entries match, counted up to `cap + 1`, in one statement: the names are
 * found once (a range of their suffixes) and serve the count and the page. Each name's entries are read
 * forward, at most as many as the page's end: when the count is within the cap, that is at most
 * `cap` entries in all, so reading from the far end never pays here. Null when more than
 * `maxNames` suffixes start with it (see namesMatching); an empty page (no entry, or a page past the end) is counted apart.
 */
export async function pageOfNamesContaining(
  db: Executor,
  text: string,
  where: SQL | undefined,
  dir: SortDirection,
  page: PageRequest,
  cap: number,
  maxNames: number,
): Promise<{ rows: Row[]; counted: number } | null> {
  const hit = db.$with('hit', { username: sql<string>`username` }).as(suffixMatches(text, maxNames + 1));
  const name = db.$with('name', { username: sql<string>`username` }).as(sql`select distinct username from ${hit}`);
  const order = direction(dir);
  const pageIds = sql`
    select entry.id from ${name}
    cross join lateral (
      select ${activityLog.id} as id, ${activityLog.createdAt} as created_at from ${activityLog}
      where ${sameName}${andAlso(where)}
      order by ${activityLog.createdAt} ${order}, ${activityLog.id} ${order}
      limit ${page.offset + page.limit}
    ) as entry
    order by entry.created_at ${order}, entry.id ${order}
    offset ${page.offset} limit ${page.limit}`;
  const found = await db
    .with(hit, name)
    .select({
      names: correlated<number>(sql`(select count(*)::int from ${hit})`),
      counted: correlated<number>(countedUpTo(where, cap)),
      entry: activityLog,
    })
    .from(activityLog)
    .where(sql`${activityLog.id} in (${pageIds})`)
    .orderBy(sql`${activityLog.createdAt} ${order}`, sql`${activityLog.id} ${order}`);
  if (found.length === 0) {
    const counted = await countOfNamesContaining(db, text, where, cap, maxNames);
    return counted === null ? null : { rows: [], counted };
  }
  if (found[0]!.names > maxNames) return null;
  return { rows: found.map(({ entry }) => entry), counted: found[0]!.counted };
}
