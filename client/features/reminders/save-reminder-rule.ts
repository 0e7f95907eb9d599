import type { CreateReminderRuleBody, ReminderRule } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';

/** Adds a rule, or changes one at the version it was read (409 edit_conflict when someone saved meanwhile). */
export async function saveReminderRule(api: ApiClient, fields: CreateReminderRuleBody & { enabled: boolean }, editing: ReminderRule | null): Promise<ReminderRule> {
  const response = editing
    ? await api.reminders.updateRule.mutate({ params: { id: editing.rule_id }, body: { ...fields, version: editing.version } })
    : await api.reminders.createRule.mutate({ body: fields });
  if (response.status !== 200 && response.status !== 201) throw response;
  return response.body;
}

export async function archiveReminderRule(api: ApiClient, rule: ReminderRule): Promise<ReminderRule> {
  const response = await api.reminders.archiveRule.mutate({ params: { id: rule.rule_id }, body: { version: rule.version } });
  if (response.status !== 200) throw response;
  return response.body;
}

/** Asks the server to look for the reminders due now, rather than at its next scheduled look. */
export async function runDueReminders(api: ApiClient): Promise<void> {
  const response = await api.reminders.runDue.mutate({});
  if (response.status !== 202) throw response;
}
