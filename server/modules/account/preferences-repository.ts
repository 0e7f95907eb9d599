import { eq, sql } from 'drizzle-orm';
import { DEFAULT_INITIALS_COLOR, DEFAULT_LANGUAGE, DEFAULT_THEME } from '../../../contract';
import type { Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { preferences } from './tables';

export type PreferencesRow = typeof preferences.$inferSelect;
export type PreferencesChange = Partial<Pick<PreferencesRow, 'theme' | 'language' | 'initials' | 'initialsColor' | 'avatarId'>>;

/** Read on every page a signed-in user opens. */
const preferencesOfUser = preparedPerDatabase((db) =>
  db.select().from(preferences).where(eq(preferences.userId, sql.placeholder('userId'))).prepare(''),
);

export const preferencesRepository = {
  async createDefaults(db: Executor, userId: number): Promise<void> {
    await db
      .insert(preferences)
      .values({ userId, theme: DEFAULT_THEME, language: DEFAULT_LANGUAGE, initials: '', initialsColor: DEFAULT_INITIALS_COLOR })
      .onConflictDoNothing();
  },

  async find(db: Executor, userId: number): Promise<PreferencesRow | undefined> {
    const [row] = await preferencesOfUser(db).execute({ userId });
    return row;
  },

  async update(db: Executor, userId: number, change: PreferencesChange): Promise<PreferencesRow | undefined> {
    const [row] = await db
      .update(preferences)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(preferences.userId, userId))
      .returning();
    return row;
  },
};
