/** The dates a reminder rule can watch (DOMAIN.md §2, Reminder rule). */
export const REMINDER_DATE_KINDS = ['draft_due', 'publish_due', 'campaign_end', 'representation_end', 'task_due'] as const;
export type ReminderDateKind = (typeof REMINDER_DATE_KINDS)[number];

/**
 * Who a reminder goes to: the record's owner (campaign owner; for a deliverable, its campaign's
 * owner), the creator's managers, the creator's portal account, the task's assignee.
 */
export const REMINDER_AUDIENCES = ['owner', 'managers', 'creator', 'assignee'] as const;
export type ReminderAudience = (typeof REMINDER_AUDIENCES)[number];

export const REMINDER_CHANNELS = ['email', 'in_app'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Days from the date: −3 is three days before, +1 the day after (overdue). */
export const REMINDER_OFFSET_MIN = -60;
export const REMINDER_OFFSET_MAX = 60;

/** Reminders of a day go out from this hour of the agency's day (AGENCY_TIME_ZONE). */
export const REMINDER_SEND_HOUR = 8;

/**
 * A reminder missed while no process ran (a restart across the send hour, a night off) is
 * still sent up to this many days late; older ones are dropped, not sent stale.
 */
export const REMINDER_CATCH_UP_DAYS = 2;

/** The rules every agency starts with; admins change them. */
export const DEFAULT_REMINDER_RULES: readonly { date_kind: ReminderDateKind; offset_days: number; audience: readonly ReminderAudience[] }[] = [
  { date_kind: 'draft_due', offset_days: -3, audience: ['creator', 'managers'] },
  { date_kind: 'draft_due', offset_days: -1, audience: ['creator', 'managers'] },
  { date_kind: 'publish_due', offset_days: -1, audience: ['creator', 'managers'] },
  { date_kind: 'draft_due', offset_days: 1, audience: ['creator', 'managers', 'owner'] },
  { date_kind: 'publish_due', offset_days: 1, audience: ['creator', 'managers', 'owner'] },
  { date_kind: 'task_due', offset_days: 0, audience: ['assignee'] },
];

/**
 * Who each date can be reminded to: a task has its assignee; a campaign its owner; a creator's
 * representation their managers and themselves; a deliverable all but an assignee.
 */
export const REMINDER_AUDIENCES_BY_DATE_KIND: Record<ReminderDateKind, readonly ReminderAudience[]> = {
  draft_due: ['owner', 'managers', 'creator'],
  publish_due: ['owner', 'managers', 'creator'],
  campaign_end: ['owner'],
  representation_end: ['managers', 'creator'],
  task_due: ['assignee'],
};

export const REMINDER_RULE_ARCHIVE_SCOPES = ['current', 'archived', 'all'] as const;
export type ReminderRuleArchiveScope = (typeof REMINDER_RULE_ARCHIVE_SCOPES)[number];
