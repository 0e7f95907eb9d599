import { and, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginFailures } from '../db/schema';

export interface FailureCount {
  count: number;
  oldest: Date | null;
}

async function countWhere(db: Executor, where: ReturnType<typeof and>): Promise<FailureCount> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(where);
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export const loginFailuresRepository = {
  countForAccount(db: Executor, accountKey: string, address: string, since: Date): Promise<FailureCount> {
    return countWhere(
      db,
      and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address), gt(loginFailures.createdAt, since)),
    );
  },

  countForAddress(db: Executor, address: string, since: Date): Promise<FailureCount> {
    return countWhere(db, and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
  },

  async record(db: Executor, accountKey: string, address: string): Promise<void> {
    await db.insert(loginFailures).values({ accountKey, address });
  },

  async clearForAccount(db: Executor, accountKey: string, address: string): Promise<void> {
    await db.delete(loginFailures).where(and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address)));
  },

  async deleteOlderThan(db: Executor, before: Date): Promise<void> {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  },
};
