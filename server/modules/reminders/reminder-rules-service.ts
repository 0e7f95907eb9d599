import {
  audienceOutsideDateKind,
  reminderValidationMessages as messages,
  type ReminderAudience,
  type ReminderDateKind,
  type ReminderRule,
  type ReminderRuleArchiveScope,
  type ReminderRuleChanges,
  type ReminderRuleList,
} from '../../../contract';
import type { RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, EditConflictError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import type { JobQueue } from '../../jobs';
import { AUDITED_RULE_FIELDS, toReminderRule } from './reminder-mappers';
import { remindersDueJob } from './reminder-jobs';
import { reminderRulesRepository, type ReminderRuleRow, type ReminderRuleValues } from './reminder-rules-repository';

const ruleNotFound = () => notFound('Reminder rule not found');
const ruleExists = () =>
  conflict('reminder_rule_exists', 'A current rule has this date and offset', [{ field: 'offset_days', message: messages.ruleExists, code: 'reminder_rule_exists' }]);

function ruleValues(fields: ReminderRuleChanges): ReminderRuleValues {
  const values: ReminderRuleValues = {};
  if (fields.date_kind !== undefined) values.dateKind = fields.date_kind;
  if (fields.offset_days !== undefined) values.offsetDays = fields.offset_days;
  if (fields.audience !== undefined) values.audience = fields.audience;
  if (fields.channels !== undefined) values.channels = fields.channels;
  if (fields.enabled !== undefined) values.enabled = fields.enabled;
  return values;
}

/** A write that may meet another current rule of the same date and offset: the unique index decides, also between two at once. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw ruleExists();
    throw error;
  }
}

export type ReminderRulesService = ReturnType<typeof createReminderRulesService>;

/** The reminder rules: read by staff, changed by super admins and admins, every change audited. */
export function createReminderRulesService(deps: { db: Database; activityLog: ActivityLogService; jobs: JobQueue }) {
  const { db, activityLog, jobs } = deps;

  /** The rule to change at `version`: 404 when it does not exist, 409 with it as it is when its version moved on. */
  async function editable(id: number, version: number, note: AuditNote): Promise<ReminderRuleRow> {
    const row = await reminderRulesRepository.findById(db, id);
    if (!row) throw ruleNotFound();
    note.entity = { type: 'reminder_rule', id };
    if (row.version !== version) throw new EditConflictError(toReminderRule(row));
    return row;
  }

  async function saveIfVersion(before: ReminderRuleRow, version: number, values: ReminderRuleValues, note: AuditNote): Promise<ReminderRule> {
    const after = await uniquely(() => reminderRulesRepository.updateIfVersion(db, before.id, version, values));
    if (!after) {
      const current = await reminderRulesRepository.findById(db, before.id);
      if (!current) throw ruleNotFound();
      throw new EditConflictError(toReminderRule(current));
    }
    const rule = toReminderRule(after);
    note.changes = changesBetween(toReminderRule(before), rule, AUDITED_RULE_FIELDS);
    return rule;
  }

  return {
    async list(context: RequestContext, scope: ReminderRuleArchiveScope): Promise<ReminderRuleList> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:reminder-rule');
      const rows = await reminderRulesRepository.list(db, scope);
      return { rules: rows.map(toReminderRule), total: rows.length };
    },

    async create(context: RequestContext, body: ReminderRuleChanges & { date_kind: ReminderDateKind; offset_days: number; audience: ReminderAudience[]; channels: ReminderRule['channels'] }): Promise<ReminderRule> {
      return activityLog.audited(context, 'reminder_rule_created', 201, async (actor, note) => {
        requirePermission(actor, 'manage:reminder-rule');
        note.entity = { type: 'reminder_rule' };
        const row = await uniquely(() =>
          reminderRulesRepository.insert(db, { ...ruleValues(body), dateKind: body.date_kind, offsetDays: body.offset_days, audience: body.audience, channels: body.channels, createdBy: actor.userId }),
        );
        note.entity = { type: 'reminder_rule', id: row.id };
        return toReminderRule(row);
      });
    },

    async update(context: RequestContext, id: number, body: ReminderRuleChanges & { version: number }): Promise<ReminderRule> {
      return activityLog.audited(context, 'reminder_rule_updated', 200, async (actor, note) => {
        requirePermission(actor, 'manage:reminder-rule');
        const { version, ...fields } = body;
        const before = await editable(id, version, note);
        if (before.archivedAt) throw conflict('reminder_rule_archived', 'The rule is archived: restore it to change it');
        const dateKind = fields.date_kind ?? (before.dateKind as ReminderDateKind);
        if (audienceOutsideDateKind(dateKind, fields.audience ?? (before.audience as ReminderAudience[])).length > 0) {
          throw validationError([{ field: 'audience', message: messages.audienceInvalid }]);
        }
        return saveIfVersion(before, version, ruleValues(fields), note);
      });
    },

    async archive(context: RequestContext, id: number, version: number): Promise<ReminderRule> {
      return activityLog.audited(context, 'reminder_rule_archived', 200, async (actor, note) => {
        requirePermission(actor, 'manage:reminder-rule');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw conflict('already_archived', 'The rule is already archived');
        return saveIfVersion(before, version, { archivedAt: new Date() }, note);
      });
    },

    /** Queues a look for the reminders due now (after a rule changed, say); the ledger still sends each once. */
    async runDue(context: RequestContext): Promise<{ queued: true }> {
      return activityLog.audited(context, 'reminders_run', 202, async (actor, note) => {
        requirePermission(actor, 'manage:reminder-rule');
        note.entity = { type: 'reminder_rule' };
        await jobs.send(remindersDueJob, {});
        return { queued: true as const };
      });
    },

    async restore(context: RequestContext, id: number, version: number): Promise<ReminderRule> {
      return activityLog.audited(context, 'reminder_rule_restored', 200, async (actor, note) => {
        requirePermission(actor, 'manage:reminder-rule');
        const before = await editable(id, version, note);
        if (!before.archivedAt) throw conflict('not_archived', 'The rule is not archived');
        return saveIfVersion(before, version, { archivedAt: null }, note);
      });
    },
  };
}
