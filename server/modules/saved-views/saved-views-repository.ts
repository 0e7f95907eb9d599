import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { SavedViewList } from '../../../contract';
import type { Executor } from '../../db/database';
import { users } from '../users/tables';
import { savedViews } from './tables';

export type SavedViewRow = typeof savedViews.$inferSelect;
export type SavedViewWithOwner = SavedViewRow & { ownerName: string | null };

const withOwner = { view: savedViews, ownerName: users.username };

function flatten(row: { view: SavedViewRow; ownerName: string | null }): SavedViewWithOwner {
  return { ...row.view, ownerName: row.ownerName };
}

export const savedViewsRepository = {
  /** The reader's views of the list and those shared, by name. */
  async visible(db: Executor, list: SavedViewList, readerId: number): Promise<SavedViewWithOwner[]> {
    const rows = await db
      .select(withOwner)
      .from(savedViews)
      .leftJoin(users, eq(users.id, savedViews.ownerId))
      .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, readerId), eq(savedViews.shared, true))))
      .orderBy(sql`lower(${savedViews.name})`, asc(savedViews.id));
    return rows.map(flatten);
  },

  async find(db: Executor, id: number): Promise<SavedViewWithOwner | undefined> {
    const [row] = await db.select(withOwner).from(savedViews).leftJoin(users, eq(users.id, savedViews.ownerId)).where(eq(savedViews.id, id));
    return row ? flatten(row) : undefined;
  },

  async countOwned(db: Executor, list: SavedViewList, ownerId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(savedViews).where(and(eq(savedViews.list, list), eq(savedViews.ownerId, ownerId)));
    return row?.total ?? 0;
  },

  async insert(db: Executor, values: typeof savedViews.$inferInsert): Promise<SavedViewRow> {
    const [row] = await db.insert(savedViews).values(values).returning();
    return row!;
  },

  async updateIfVersion(db: Executor, id: number, version: number, values: Partial<Pick<SavedViewRow, 'name' | 'query' | 'shared'>>): Promise<SavedViewRow | undefined> {
    const [row] = await db
      .update(savedViews)
      .set({ ...values, version: sql`${savedViews.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(savedViews.id, id), eq(savedViews.version, version)))
      .returning();
    return row;
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(savedViews).where(eq(savedViews.id, id));
  },
};
