import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_user_id_idx').on(table.userId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_role_idx').on(table.role, table.createdAt),
    index('audit_log_username_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
  ],
);
