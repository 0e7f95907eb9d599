import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../contract';
import { createdAt } from '../../db/columns';

/** A role's rank in ROLES (super_admin first): the user list sorts roles by it, not by name. */
export function roleRank(role: AnyColumn): SQL {
  return sql`(case ${role} ${sql.raw(ROLES.map((name, rank) => `when '${name}' then ${rank}`).join(' '))} end)`;
}

/** Byte order of the lower-cased text: case-insensitive and the same under any database collation. */
export function caseInsensitiveOrder(column: AnyColumn): SQL {
  return sql`(lower(${column}) collate "C")`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_username_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
    index('users_username_order_idx').on(caseInsensitiveOrder(table.username), table.id),
    index('users_email_order_idx').on(caseInsensitiveOrder(table.email), table.id),
    index('users_role_rank_idx').on(roleRank(table.role), table.id),
    index('users_role_idx').on(table.role, table.id),
    index('users_is_active_idx').on(table.isActive, table.id),
    check('users_role_check', sql`${table.role} in ('super_admin', 'admin', 'editor', 'contributor', 'creator')`),
  ],
);

/**
 * Every suffix of each user's lower-cased username, kept by triggers on users (migration 0018). A
 * username contains a text when one of its suffixes starts with it: a range of the suffix index
 * holds exactly the matches, where a trigram search of a common name reads long posting lists.
 */
export const userUsernameSuffixes = pgTable(
  'user_username_suffixes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suffix: text('suffix').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.suffix] }), index('user_username_suffixes_suffix_idx').on(table.suffix.op('text_pattern_ops'), table.userId)],
);

/**
 * How many users have each role and status, kept exact by triggers on `users` in the writing
 * transaction (migration 0004): the list's counts read these few rows instead of counting users.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    userCount: integer('user_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.isActive] })],
);
