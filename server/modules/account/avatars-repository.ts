import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { avatars } from './tables';

export type AvatarRow = typeof avatars.$inferSelect;

export const avatarsRepository = {
  async insert(db: Executor, avatar: typeof avatars.$inferInsert): Promise<void> {
    await db.insert(avatars).values(avatar);
  },

  async find(db: Executor, id: string): Promise<AvatarRow | undefined> {
    const [row] = await db.select().from(avatars).where(eq(avatars.id, id));
    return row;
  },

  /** Removes the user's pictures other than the one kept (all of them when keepId is null). */
  async deleteOthers(db: Executor, userId: number, keepId: string | null): Promise<void> {
    await db.delete(avatars).where(keepId ? and(eq(avatars.userId, userId), ne(avatars.id, keepId)) : eq(avatars.userId, userId));
  },
};
