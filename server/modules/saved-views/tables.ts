import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/** A list's view saved by name: its address query, private to its owner or shared with every staff member. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One name per person and list, whatever the case, even when two saves race.
    uniqueIndex('saved_views_owner_name_key').on(table.ownerId, table.list, sql`lower(${table.name})`),
    index('saved_views_shared_idx').on(table.list, table.shared),
    check('saved_views_version_check', sql`${table.version} >= 1`),
  ],
);
