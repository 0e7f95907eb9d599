import type { PersonRef, Task } from '../../../contract';
import type { Person } from '../users';
import type { TaskView } from './tasks-repository';

const personRef = (person: Person | null): PersonRef | null => (person ? { user_id: person.id, username: person.username } : null);

/** A task as the API answers it; overdue by the agency's today (YYYY-MM-DD). */
export function toTask({ row, assignee, doneBy, createdBy, link }: TaskView, today: string): Task {
  const done = row.doneAt !== null;
  return {
    task_id: row.id,
    title: row.title,
    notes: row.notes,
    due_on: row.dueOn,
    priority: row.priority as Task['priority'],
    assignee: personRef(assignee),
    link,
    done,
    done_at: row.doneAt?.toISOString() ?? null,
    done_by: personRef(doneBy),
    overdue: !done && row.dueOn < today,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: personRef(createdBy),
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}

/** The fields an audit entry names when they change; the assignee and the link by their names. */
export const AUDITED_TASK_FIELDS = ['title', 'notes', 'due_on', 'priority', 'done_at', 'archived_at'] as const satisfies readonly (keyof Task)[];

/** The assignee and the linked record of a task, as the audit names them. */
export function auditedRefs(task: Task): { assignee: string | null; link: string | null } {
  return { assignee: task.assignee?.username ?? null, link: task.link ? `${task.link.kind} ${task.link.id}: ${task.link.label}` : null };
}
