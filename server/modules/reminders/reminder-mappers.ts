import type { ReminderRule } from '../../../contract';
import type { ReminderRuleRow } from './reminder-rules-repository';

export function toReminderRule(row: ReminderRuleRow): ReminderRule {
  return {
    rule_id: row.id,
    date_kind: row.dateKind as ReminderRule['date_kind'],
    offset_days: row.offsetDays,
    audience: row.audience as ReminderRule['audience'],
    channels: row.channels as ReminderRule['channels'],
    enabled: row.enabled,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

/** The fields an update can change, as the audit names them. */
export const AUDITED_RULE_FIELDS = ['date_kind', 'offset_days', 'audience', 'channels', 'enabled', 'archived_at'] as const satisfies readonly (keyof ReminderRule)[];
