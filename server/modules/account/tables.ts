import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, storedImageColumns } from '../../db/columns';
import { users } from '../users/tables';

export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...storedImageColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('avatars_user_id_idx').on(table.userId)],
);

export const preferences = pgTable('preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull(),
  language: text('language').notNull(),
  initials: text('initials').notNull().default(''),
  initialsColor: text('initials_color').notNull(),
  avatarId: uuid('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
