import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LogChanges } from '../../../contract';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/** The activity log (table audit_log): append-only, one row per audited action. */
export const activityLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    role: text('role'),
    action: text('action').notNull(),
    statusCode: smallint('status_code').notNull(),
    address: text('address'),
    /** The record the action was about (entity_type 'sponsor', entity_id its id), when it was about one. */
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    /** For an update: each changed field, before and after. */
    changes: jsonb('changes').$type<LogChanges>(),
    createdAt: createdAt(),
  },
  (table) => [
    // Ascending with the id as last key: read forwards for oldest first, backwards for newest first.
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_user_id_idx').on(table.userId, table.createdAt, table.id),
    index('audit_log_action_idx').on(table.action, table.createdAt, table.id),
    index('audit_log_role_idx').on(table.role, table.createdAt, table.id),
    index('audit_log_username_idx').on(table.username, table.createdAt, table.id),
    index('audit_log_entity_type_idx').on(table.entityType, table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt, table.id),
  ],
);

/**
 * Every username the log has an entry of, kept by a trigger on audit_log (migration 0004). A
 * username filter matches these few names by trigram, then reads each name's entries from
 * audit_log_username_idx alone, instead of rechecking scattered log rows one by one.
 */
export const activityLogUsernames = pgTable(
  'audit_log_usernames',
  {
    username: text('username').primaryKey(),
  },
  (table) => [index('audit_log_usernames_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`)],
);

/**
 * Every suffix of each of the log's names, lower-cased, kept by a trigger on audit_log_usernames
 * (migration 0018). A name contains a text when one of its suffixes starts with it: a range of this
 * index holds exactly the matches, where a trigram search of a common name reads long posting lists.
 */
export const activityLogUsernameSuffixes = pgTable(
  'audit_log_username_suffixes',
  {
    suffix: text('suffix').notNull(),
    username: text('username').notNull(),
  },
  (table) => [uniqueIndex('audit_log_username_suffixes_key').on(table.suffix.op('text_pattern_ops'), table.username)],
);
