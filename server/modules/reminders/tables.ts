import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REMINDER_AUDIENCES, REMINDER_CHANNELS, REMINDER_DATE_KINDS, REMINDER_OFFSET_MAX, REMINDER_OFFSET_MIN } from '../../../contract';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';
import { oneOf, subsetOf } from '../../db/literals';


/** When to remind whom of which date (DOMAIN.md §2); admins edit them. */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: serial('id').primaryKey(),
    dateKind: text('date_kind').notNull(),
    offsetDays: integer('offset_days').notNull(),
    audience: text('audience').array().notNull(),
    channels: text('channels').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('reminder_rules_current_key').on(table.dateKind, table.offsetDays).where(sql`${table.archivedAt} is null`),
    check('reminder_rules_date_kind_check', oneOf('date_kind', REMINDER_DATE_KINDS)),
    check('reminder_rules_offset_check', sql.raw(`offset_days between ${REMINDER_OFFSET_MIN} and ${REMINDER_OFFSET_MAX}`)),
    check('reminder_rules_audience_check', sql`cardinality(${table.audience}) > 0 and ${subsetOf('audience', REMINDER_AUDIENCES)}`),
    check('reminder_rules_channels_check', sql`cardinality(${table.channels}) > 0 and ${subsetOf('channels', REMINDER_CHANNELS)}`),
    check('reminder_rules_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * The ledger of reminders sent: one row per rule, record, date and recipient. Its unique key is
 * what makes a reminder go out once, whichever process finds it first and however often it looks.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => reminderRules.id, { onDelete: 'cascade' }),
    /** The record the date belongs to: deliverable, campaign, creator or task. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The date reminded of, as it was when the reminder went out (a moved date is reminded again). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the e-mail was handed to the mail server; null while it waits or retries, or without the e-mail channel. */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('reminder_sends_once_key').on(table.ruleId, table.subjectKind, table.subjectId, table.dueOn, table.recipientId),
    index('reminder_sends_subject_idx').on(table.subjectKind, table.subjectId),
  ],
);
