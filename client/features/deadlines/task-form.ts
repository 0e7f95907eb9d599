import { TASK_PRIORITIES, createTaskSchema, type CreateTaskBody, type Task, type TaskLinkKind, type TaskPriority, type TaskValidationMessages, type UpdateTaskBody } from '../../../contract';

/** The task form as typed: every field a string, '' for none. */
export interface TaskFormValues {
  title: string;
  due_on: string;
  assignee_id: string;
  priority: TaskPriority;
  notes: string;
  link_kind: TaskLinkKind | '';
  link_id: string;
  /** The linked record's name, kept so that the form shows it before any search. */
  link_label: string;
}

export const TASK_FORM_FIELDS = ['title', 'due_on', 'assignee_id', 'priority', 'notes', 'link_kind', 'link_id'] as const satisfies readonly (keyof TaskFormValues)[];
export type TaskFormField = (typeof TASK_FORM_FIELDS)[number];

export function taskFormValues(task: Task | undefined, defaults: { due_on: string; assignee_id: string }): TaskFormValues {
  if (!task) return { title: '', due_on: defaults.due_on, assignee_id: defaults.assignee_id, priority: TASK_PRIORITIES[1], notes: '', link_kind: '', link_id: '', link_label: '' };
  return {
    title: task.title,
    due_on: task.due_on,
    assignee_id: task.assignee ? String(task.assignee.user_id) : '',
    priority: task.priority,
    notes: task.notes,
    link_kind: task.link?.kind ?? '',
    link_id: task.link ? String(task.link.id) : '',
    link_label: task.link?.label ?? '',
  };
}

/** A new task's body. */
export function createTaskBody(values: TaskFormValues): CreateTaskBody {
  return {
    title: values.title,
    due_on: values.due_on,
    priority: values.priority,
    notes: values.notes,
    assignee_id: values.assignee_id ? Number(values.assignee_id) : null,
    link_kind: values.link_kind || null,
    link_id: values.link_id ? Number(values.link_id) : null,
  };
}

/** The fields that differ from what the editor opened (a link changes as kind and record together). */
export function changedTaskFields(values: TaskFormValues, base: TaskFormValues): TaskFormField[] {
  return TASK_FORM_FIELDS.filter((field) => values[field] !== base[field]);
}

/** An update's body: only the changed fields, at the version the editor read. */
export function updateTaskBody(values: TaskFormValues, changed: readonly TaskFormField[], version: number): UpdateTaskBody {
  const full = createTaskBody(values);
  const body: UpdateTaskBody = { version };
  for (const field of changed) {
    if (field === 'link_kind' || field === 'link_id') Object.assign(body, { link_kind: full.link_kind, link_id: full.link_id });
    else Object.assign(body, { [field]: full[field] });
  }
  return body;
}

/** The form's problems by field, by the contract's schema in the reader's language. */
export function taskFormErrors(values: TaskFormValues, messages: TaskValidationMessages): Partial<Record<TaskFormField, string>> {
  const checked = createTaskSchema(messages).safeParse(createTaskBody(values));
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}
