/** Manual to-dos (DOMAIN.md §2, Task). */
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The records a task can be linked to. */
export const TASK_LINK_KINDS = ['sponsor', 'creator', 'campaign', 'deal', 'deliverable'] as const;
export type TaskLinkKind = (typeof TASK_LINK_KINDS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 4000;

/** Which tasks a list shows: the ones still to do, the done ones, or both. */
export const TASK_STATES = ['open', 'done', 'all'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_ARCHIVE_SCOPES = ['current', 'archived', 'all'] as const;
export type TaskArchiveScope = (typeof TASK_ARCHIVE_SCOPES)[number];

export const TASK_LIST_PAGE_SIZE = 25;
export const TASK_LIST_SORT_COLUMNS = ['due_on', 'priority', 'title', 'created_at', 'updated_at'] as const;
export type TaskListSortColumn = (typeof TASK_LIST_SORT_COLUMNS)[number];

/** What a task's list filter by assignee accepts besides a user id: the caller's own tasks. */
export const TASK_ASSIGNEE_MINE = 'mine';
