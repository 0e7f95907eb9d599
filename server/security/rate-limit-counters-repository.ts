import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { rateLimitCounters } from './tables';

export interface WindowCount {
  hits: number;
  resetAt: Date;
}

export const rateLimitCountersRepository = {
  /** Adds one hit to the key's current window, starting a new window when the last one has ended; one atomic statement. */
  async hit(db: Executor, key: string, windowMs: number): Promise<WindowCount> {
    const newWindowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const rows = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: newWindowEnd })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then ${newWindowEnd} else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    const row = rows[0];
    if (!row) throw new Error('Upsert returned no counter');
    return { hits: row.hits, resetAt: new Date(row.resetAt) };
  },

  async unhit(db: Executor, key: string): Promise<void> {
    await db.execute(sql`update ${rateLimitCounters} set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`);
  },

  async reset(db: Executor, key: string): Promise<void> {
    await db.execute(sql`delete from ${rateLimitCounters} where key = ${key}`);
  },

  async deleteEnded(db: Executor, before: Date): Promise<void> {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, before));
  },
};
