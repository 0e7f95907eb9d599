export const LOG_ACTIONS = [
  'user_login',
  'login_failed',
  'login_throttled',
  'user_logout',
  'session_reuse_detected',
  'user_created',
  'user_updated',
  'user_deleted',
  'role_changed',
  'password_changed',
  'settings_updated',
  'sponsor_created',
  'sponsor_updated',
  'sponsor_deleted',
  'sponsor_status_changed',
  'sponsor_archived',
  'sponsor_restored',
  'sponsor_contact_added',
  'sponsor_contact_updated',
  'sponsor_contact_removed',
  'sponsors_bulk_updated',
  'creator_created',
  'creator_updated',
  'creator_status_changed',
  'creator_archived',
  'creator_restored',
  'creator_account_added',
  'creator_account_updated',
  'creator_account_removed',
  'creator_snapshot_added',
  'creator_rate_card_added',
  'creator_rate_card_removed',
  'creator_category_changed',
  'creators_bulk_updated',
  'campaign_created',
  'campaign_updated',
  'campaign_status_changed',
  'campaign_archived',
  'campaign_restored',
  'deal_added',
  'deal_updated',
  'deal_status_changed',
  'deliverable_created',
  'deliverable_updated',
  'deliverable_status_changed',
  'deliverable_published',
  'draft_submitted',
  'draft_reviewed',
  'task_created',
  'task_updated',
  'task_done',
  'task_reopened',
  'task_archived',
  'task_restored',
  'reminder_rule_created',
  'reminder_rule_updated',
  'reminder_rule_archived',
  'reminder_rule_restored',
  'reminders_run',
  'report_sent',
  'data_exported',
  'data_imported',
  'user_activated',
  'user_deactivated',
  'invitation_sent',
  'invitation_revoked',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const LOG_PAGE_SIZE = 50;
export const LOG_MAX_PAGES = 20;
/**
 * The log counts matching entries up to what the screen can show (20 pages of 50); past it the
 * list says "more than 1000" instead of counting a million rows on every request.
 */
export const LOG_COUNT_CAP = LOG_PAGE_SIZE * LOG_MAX_PAGES;

/** The log is read by time: newest first by default, oldest first on request. */
export const LOG_SORT_COLUMNS = ['timestamp'] as const;
export type LogSortColumn = (typeof LOG_SORT_COLUMNS)[number];

export function isLogAction(value: unknown): value is LogAction {
  return (LOG_ACTIONS as readonly unknown[]).includes(value);
}

/** The kinds of record an entry can be about (its entity_type); the log registry filters by them. */
export const LOG_ENTITY_TYPES = ['user', 'invitation', 'sponsor', 'creator', 'campaign', 'task', 'reminder_rule'] as const;
export type LogEntityType = (typeof LOG_ENTITY_TYPES)[number];

/** Per record page (its activity tab), newest first. */
export const RECORD_ACTIVITY_PAGE_SIZE = 20;
