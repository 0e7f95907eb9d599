import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LogAction, LogChanges, LogEntityType, LogSortColumn, Role } from '../../../contract';
import type { CompilableQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { countUpTo, orderOf, readPage, type ListSort, type ListSource, type PageRequest } from '../../db/lists';
import { namesContaining, namesMatching, pageOfNamesContaining } from './username-entries-repository';
import { activityLog } from './tables';

export type ActivityLogRow = typeof activityLog.$inferSelect;

/** Where an entry stands in the newest-first order: its exact `created_at` (PostgreSQL's text) and id. */
export interface ActivityLogPosition {
  createdAt: string;
  id: number;
}

export interface AuditEntry {
  userId: number | null;
  username: string | null;
  role: Role | null;
  action: LogAction;
  statusCode: number;
  address: string | null;
  entityType?: LogEntityType | null;
  entityId?: number | null;
  changes?: LogChanges | null;
}

export interface ActivityLogFilter {
  userId?: number | undefined;
  action?: LogAction | undefined;
  role?: Role | undefined;
  entityType?: LogEntityType | undefined;
  /** Usernames containing this text, ignoring case. */
  username?: string | undefined;
  /** Exactly these usernames (a `username` text resolved by withMatchedUsernames). */
  usernames?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function matching(filter: ActivityLogFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(activityLog.userId, filter.userId) : undefined,
    filter.action ? eq(activityLog.action, filter.action) : undefined,
    filter.role ? eq(activityLog.role, filter.role) : undefined,
    filter.entityType ? eq(activityLog.entityType, filter.entityType) : undefined,
    filter.usernames ? sql`${activityLog.username} = any(${sql.param(filter.usernames)}::text[])` : undefined,
    filter.username
      ? sql`${activityLog.username} in (${namesContaining(filter.username)})`
      : undefined,
    filter.from ? gte(activityLog.createdAt, filter.from) : undefined,
    filter.to ? lte(activityLog.createdAt, filter.to) : undefined,
  );
}

/** Every filter's index ends in (created_at, id), so that pages and export batches read it instead of sorting the table. */
const LOG_LIST: ListSource<typeof activityLog, LogSortColumn> = {
  table: activityLog,
  id: activityLog.id,
  sortKeys: { timestamp: activityLog.createdAt },
};

const NEWEST_FIRST = orderOf(activityLog.createdAt, activityLog.id, 'desc');

/** Up to this many matching names, a username filter becomes the list of names (see withMatchedUsernames). */
const MATCHED_USERNAMES_MAX = 1000;

export const activityLogRepository = {
  async insert(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insert(activityLog).values(entry);
  },

  /**
   * The filter with its username text replaced by the names that contain it, when there are not
   * too many. The planner cannot tell how many names a "contains" matches (on a million entries it
   * guessed a thousand names for 267 and read 20,000 entries newest first to find a page of 50);
   * given the names themselves, it reads their entries from the username index.
   */
  async withMatchedUsernames(db: Executor, filter: ActivityLogFilter): Promise<ActivityLogFilter> {
    if (!filter.username) return filter;
    const usernames = await namesMatching(db, filter.username, MATCHED_USERNAMES_MAX);
    return usernames ? { ...filter, username: undefined, usernames } : filter;
  },

  /** The entries about one record, newest first, and how many there are. */
  async ofRecord(db: Executor, entityType: LogEntityType, entityId: number, page: PageRequest): Promise<{ rows: ActivityLogRow[]; total: number }> {
    const where = and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId));
    const [rows, [counted]] = await Promise.all([
      db.select().from(activityLog).where(where).orderBy(...NEWEST_FIRST).offset(page.offset).limit(page.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(activityLog).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** A page of matching entries in the sort's order and their count, counted up to `countCap + 1` (see LOG_COUNT_CAP). */
  async list(
    db: Executor,
    filter: ActivityLogFilter,
    sort: ListSort<LogSortColumn>,
    page: PageRequest,
    countCap: number,
  ): Promise<{ rows: ActivityLogRow[]; counted: number }> {
    if (filter.username) {
      const { username, ...others } = filter;
      const where = matching(others);
      const found = await pageOfNamesContaining(db, username, where, sort.dir, page, countCap, MATCHED_USERNAMES_MAX);
      if (found) return found;
    }
    const where = matching(filter);
    const counted = await countUpTo(db, activityLog, where, countCap);
    const rows = await readPage(db, LOG_LIST, { where, sort, page, total: counted > countCap ? undefined : counted });
    return { rows, counted };
  },

  /**
   * The export's batch: matching entries after the cursor in the newest-first order (keyset
   * paging), as the columns of the export, each with its exact position (`created_at` to the
   * microsecond as PostgreSQL writes it: a cursor cut to the millisecond would skip entries).
   * Returned as a query, read with `exportRowOf` (see readInBatches).
   */
  exportBatch(db: Executor, filter: ActivityLogFilter, cursor: ActivityLogPosition | null, limit: number): CompilableQuery {
    const before = cursor
      ? sql`(${activityLog.createdAt}, ${activityLog.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
      : undefined;
    return db
      .select({
        id: activityLog.id,
        timestamp: sql<string>`to_char(${activityLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        userId: activityLog.userId,
        username: activityLog.username,
        role: activityLog.role,
        action: activityLog.action,
        statusCode: activityLog.statusCode,
        exactCreatedAt: sql<string>`${activityLog.createdAt}::text`,
      })
      .from(activityLog)
      .where(and(matching(filter), before))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  },
};

/**
 * An entry as the export writes it, the values of `exportBatch` in select order, as the driver
 * gives them (text or numbers: they are only written out): id, timestamp (ISO 8601 in UTC to the
 * millisecond), user id, username, role, action, status code, and the exact position.
 */
export type ActivityLogExportRow = readonly [
  id: string | number,
  timestamp: string,
  userId: string | number | null,
  username: string | null,
  role: string | null,
  action: string,
  statusCode: string | number,
  exactCreatedAt: string,
];

/** A row of `exportBatch` (see readInBatches); no object is made per row. */
export const exportRowOf = (values: unknown[]): ActivityLogExportRow => values as unknown as ActivityLogExportRow;

/** Where the next export batch starts: after this row. */
export function exportPositionOf(row: ActivityLogExportRow): ActivityLogPosition {
  return { createdAt: row[7], id: Number(row[0]) };
}
