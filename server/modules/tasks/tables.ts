import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TASK_LINK_KINDS, TASK_PRIORITIES } from '../../../contract';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';
import { oneOf } from '../../db/literals';

/** A manual to-do, optionally linked to a record of another domain (kind and id, checked by the service). */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    priority: text('priority').notNull().default('normal'),
    linkKind: text('link_kind'),
    linkId: integer('link_id'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The open tasks by due day: what /scadenze and the reminders read.
    index('tasks_open_due_idx').on(table.dueOn, table.id).where(sql`${table.doneAt} is null and ${table.archivedAt} is null`),
    index('tasks_due_idx').on(table.dueOn, table.id),
    index('tasks_assignee_due_idx').on(table.assigneeId, table.dueOn),
    index('tasks_link_idx').on(table.linkKind, table.linkId),
    check('tasks_priority_check', oneOf('priority', TASK_PRIORITIES)),
    check('tasks_link_check', sql`(${table.linkKind} is null) = (${table.linkId} is null) and (${table.linkKind} is null or ${oneOf('link_kind', TASK_LINK_KINDS)})`),
    check('tasks_title_check', sql`length(${table.title}) between 1 and 200`),
    check('tasks_version_check', sql`${table.version} >= 1`),
  ],
);
