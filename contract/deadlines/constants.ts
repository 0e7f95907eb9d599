/** The dates that matter (DOMAIN.md §2), in one place (`/scadenze`): the records' and the tasks'. */
export const DEADLINE_TYPES = ['draft_due', 'publish_due', 'campaign_end', 'representation_end', 'task_due'] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

/** The records a deadline belongs to, and which of them can move it. */
export const DEADLINE_RECORD_KINDS = ['deliverable', 'campaign', 'creator', 'task'] as const;
export type DeadlineRecordKind = (typeof DEADLINE_RECORD_KINDS)[number];

/** One request covers at most this many days (a year and a month: the list reaches back for what is still overdue). */
export const DEADLINE_RANGE_MAX_DAYS = 400;
/** An answer holds at most this many deadlines, the earliest first; `next` asks for the ones after them. */
export const DEADLINES_PAGE_SIZE = 50;
