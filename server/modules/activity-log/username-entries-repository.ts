import { sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '../../../contract';
import type { Executor } from '../../db/database';
import { pageWindow, type PageRequest } from '../../db/lists';
import { containsIgnoringCase } from '../../db/text-search';
import { activityLog, activityLogUsernames } from './tables';

/**
 * Reads of the log for a known list of usernames: each name's entries come from
 * audit_log_username_idx (username, created_at, id), at most as many per name as the page or the
 * count can use, then merge. The cost follows the names and the page, not the log's size nor how
 * many entries one name has, and the plan does not hang on the planner's guess of how many
 * entries the names have.
 */

type Row = typeof activityLog.$inferSelect;

const byName = (usernames: readonly string[]) => sql`unnest(${sql.param(usernames)}::text[]) as name(username)`;
const sameName = sql`${activityLog.username} = name.username`;
/** The log's names that contain `text`, ignoring case: a trigram match on audit_log_usernames. */
export const namesContaining = (text: string) =>
  sql`select ${activityLogUsernames.username} from ${activityLogUsernames} where ${containsIgnoringCase(activityLogUsernames.username, text)}`;

const andAlso = (where: SQL | undefined) => (where ? sql` and ${where}` : sql``);
const direction = (dir: SortDirection) => sql.raw(dir === 'asc' ? 'asc' : 'desc');

/**
 * The log's names that contain `text` (by trigram, on audit_log_usernames) and how many entries of
 * theirs match `where`, counted up to `cap + 1`, in one statement; null when more than `maxNames`
 * names contain it.
 */
export async function matchedNamesAndCount(
  db: Executor,
  text: string,
  where: SQL | undefined,
  cap: number,
  maxNames: number,
): Promise<{ usernames: string[]; counted: number } | null> {
  const result = (await db.execute(sql`
    with name (username) as materialized (${namesContaining(text)} limit ${maxNames + 1})
    select array(select username from name) as usernames, (select count(*)::int from (
      select 1 from name
      cross join lateral (select 1 from ${activityLog} where ${sameName}${andAlso(where)} limit ${cap + 1}) as entry
      limit ${cap + 1}
    ) as up_to_cap) as counted`)) as unknown as { rows: { usernames: string[]; counted: number }[] };
  const { usernames, counted } = result.rows[0]!;
  return usernames.length > maxNames ? null : { usernames, counted };
}

/** A page of the entries of these names that match `where`, by time then id in `dir`. */
export async function pageByUsernames(
  db: Executor,
  usernames: readonly string[],
  where: SQL | undefined,
  dir: SortDirection,
  page: PageRequest,
  total: number | undefined,
): Promise<Row[]> {
  const window = pageWindow(page, total);
  if (window.limit === 0 || usernames.length === 0) return [];
  const readDir = direction(window.fromEnd ? (dir === 'asc' ? 'desc' : 'asc') : dir);
  const pageIds = sql`
    select entry.id from ${byName(usernames)}
    cross join lateral (
      select ${activityLog.id} as id, ${activityLog.createdAt} as created_at from ${activityLog}
      where ${sameName}${andAlso(where)}
      order by ${activityLog.createdAt} ${readDir}, ${activityLog.id} ${readDir}
      limit ${window.offset + window.limit}
    ) as entry
    order by entry.created_at ${readDir}, entry.id ${readDir}
    offset ${window.offset} limit ${window.limit}`;
  const order = direction(dir);
  return db
    .select()
    .from(activityLog)
    .where(sql`${activityLog.id} in (${pageIds})`)
    .orderBy(sql`${activityLog.createdAt} ${order}`, sql`${activityLog.id} ${order}`);
}
