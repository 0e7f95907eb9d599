/** Manual to-dos (DOMAIN.md §2, Task). */
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The records a task can be linked to. */
export const TASK_LINK_KINDS = ['sponsor', 'creator', 'campaign', 'deal', 'deliverable'] as const;
export type TaskLinkKind = (typeof TASK_LINK_KINDS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 4000;
