import { z } from 'zod';
import { plainText, wholeNumberField } from '../platform/fields';
import { filterText, pageField, pageSizeField, sortFields } from '../platform/paging';
import { personRefSchema, versionField } from '../platform/records';
import {
  TASK_ARCHIVE_SCOPES,
  TASK_ASSIGNEE_MINE,
  TASK_LINK_KINDS,
  TASK_LIST_PAGE_SIZE,
  TASK_LIST_SORT_COLUMNS,
  TASK_NOTES_MAX,
  TASK_PRIORITIES,
  TASK_STATES,
  TASK_TITLE_MAX,
} from './constants';
import { taskValidationMessages as defaultMessages, type TaskValidationMessages } from './validation-messages';

const idField = (name: string) => wholeNumberField(name, { min: 1, max: 2_147_483_647 });
const day = (message: string) => z.string({ required_error: message, invalid_type_error: message }).date(message);

/** The editable fields of a task; every one optional, as in an update. */
export function taskFieldsSchema(m: TaskValidationMessages = defaultMessages) {
  return z.object({
    title: plainText({ requiredError: m.titleRequired }).trim().min(1, m.titleRequired).max(TASK_TITLE_MAX, m.titleTooLong).optional(),
    notes: plainText().trim().max(TASK_NOTES_MAX, m.notesTooLong).optional(),
    due_on: day(m.dateInvalid).optional(),
    priority: z.enum(TASK_PRIORITIES, { errorMap: () => ({ message: m.priorityInvalid }) }).optional(),
    assignee_id: idField('assignee_id').nullable().optional(),
    link_kind: z.enum(TASK_LINK_KINDS, { errorMap: () => ({ message: m.linkKindInvalid }) }).nullable().optional(),
    link_id: idField('link_id').nullable().optional(),
  });
}
export type TaskChanges = z.output<ReturnType<typeof taskFieldsSchema>>;

/** A link names both its kind and its record, or neither (null and null removes it). */
export function linkComplete(m: TaskValidationMessages) {
  return (fields: { link_kind?: string | null | undefined; link_id?: number | null | undefined }, context: z.RefinementCtx) => {
    const kindMissing = fields.link_kind === undefined || fields.link_kind === null;
    const idMissing = fields.link_id === undefined || fields.link_id === null;
    const oneAbsent = (fields.link_kind === undefined) !== (fields.link_id === undefined);
    if (oneAbsent || kindMissing !== idMissing) context.addIssue({ code: z.ZodIssueCode.custom, message: m.linkIncomplete, path: [kindMissing ? 'link_kind' : 'link_id'] });
  };
}

/** A new task: what is to be done and by when; by default unassigned, of normal priority. */
export function createTaskSchema(m: TaskValidationMessages = defaultMessages) {
  const fields = taskFieldsSchema(m);
  return fields.extend({ title: fields.shape.title.unwrap(), due_on: day(m.dueOnRequired) }).superRefine(linkComplete(m));
}
export type CreateTaskBody = z.input<ReturnType<typeof createTaskSchema>>;

/** An update: the fields changed, and the version the editor read. */
export function updateTaskSchema(m: TaskValidationMessages = defaultMessages) {
  return taskFieldsSchema(m).extend({ version: versionField(m.versionRequired) }).superRefine(linkComplete(m));
}
export type UpdateTaskBody = z.input<ReturnType<typeof updateTaskSchema>>;

export const taskVersionSchema = z.object({ version: versionField() });

export const taskSchema = z.object({
  task_id: z.number().int(),
  title: z.string(),
  notes: z.string(),
  due_on: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  assignee: personRefSchema.nullable(),
  /** The record the task is about, with its name for people (a deal: "campaign – creator"; a deliverable: "campaign – creator – type"). */
  link: z.object({ kind: z.enum(TASK_LINK_KINDS), id: z.number().int(), label: z.string() }).nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  done_by: personRefSchema.nullable(),
  /** Not done and its day ended in the agency's time zone. */
  overdue: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: personRefSchema.nullable(),
  archived_at: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

const queryDay = (name: string) => z.string().date(`${name} must be a date as YYYY-MM-DD`);

/** Which tasks a list shows: open or done, by assignee ("mine" or a user id), by linked record, by due day. */
export const taskListQuerySchema = z
  .object({
    q: filterText,
    state: z.enum(TASK_STATES, { errorMap: () => ({ message: `state must be one of: ${TASK_STATES.join(', ')}` }) }).default('open'),
    assignee: z
      .string()
      .regex(new RegExp(`^(${TASK_ASSIGNEE_MINE}|[1-9]\\d{0,9})$`), `assignee must be ${TASK_ASSIGNEE_MINE} or a user id`)
      .transform((value) => (value === TASK_ASSIGNEE_MINE ? TASK_ASSIGNEE_MINE : Number(value)))
      .optional(),
    link_kind: z.enum(TASK_LINK_KINDS, { errorMap: () => ({ message: `link_kind must be one of: ${TASK_LINK_KINDS.join(', ')}` }) }).optional(),
    link_id: idField('link_id').optional(),
    due_from: queryDay('due_from').optional(),
    due_to: queryDay('due_to').optional(),
    archived: z.enum(TASK_ARCHIVE_SCOPES, { errorMap: () => ({ message: 'archived must be current, archived or all' }) }).default('current'),
    page: pageField.default(1),
    page_size: pageSizeField(TASK_LIST_PAGE_SIZE),
    ...sortFields(TASK_LIST_SORT_COLUMNS, { sort: 'due_on', dir: 'asc' }),
  })
  .superRefine((query, context) => {
    if ((query.link_kind === undefined) !== (query.link_id === undefined)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [query.link_kind === undefined ? 'link_kind' : 'link_id'], message: 'link_kind and link_id go together' });
    }
    if (query.due_from && query.due_to && query.due_to < query.due_from) context.addIssue({ code: z.ZodIssueCode.custom, path: ['due_to'], message: 'due_to cannot come before due_from' });
  });
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof taskListQuerySchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema), total: z.number().int() });
export type TaskList = z.infer<typeof taskListSchema>;
