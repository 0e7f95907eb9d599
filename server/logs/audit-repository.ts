import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LogAction, Role } from '../../contract';
import type { Executor } from '../db/database';
import { containsIgnoringCase } from '../db/text-search';
import { auditLog } from '../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntry {
  userId: number | null;
  username: string | null;
  role: Role | null;
  action: LogAction;
  statusCode: number;
  address: string | null;
}

export interface AuditFilter {
  userId?: number | undefined;
  action?: LogAction | undefined;
  role?: Role | undefined;
  username?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function matching(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(auditLog.userId, filter.userId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.role ? eq(auditLog.role, filter.role) : undefined,
    filter.username ? containsIgnoringCase(auditLog.username, filter.username) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
  );
}

/** Spelled as the index is (DESC NULLS LAST), so that pages and export batches read it instead of sorting the table. */
const NEWEST_FIRST = [sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`];

export const auditRepository = {
  async insert(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values(entry);
  },

  async list(db: Executor, filter: AuditFilter, page: { offset: number; limit: number }): Promise<{ rows: AuditRow[]; total: number }> {
    const where = matching(filter);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .offset(page.offset)
        .limit(page.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Matching entries older than the cursor, newest first (keyset paging, for exports). */
  async listBefore(db: Executor, filter: AuditFilter, cursor: { createdAt: Date; id: number } | null, limit: number): Promise<AuditRow[]> {
    const before = cursor
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.createdAt}, ${cursor.id})`
      : undefined;
    return db
      .select()
      .from(auditLog)
      .where(and(matching(filter), before))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  },
};
