import { taskValidationMessages as messages, TASK_ASSIGNEE_MINE, type Task, type TaskChanges, type TaskList, type TaskListQuery } from '../../../contract';
import { dayIn, type Clock } from '../../clock';
import type { Actor, RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { conflict, EditConflictError, notFound, notSignedIn, validationError } from '../../http/api-error';
import { requirePermission } from '../../http/permissions';
import { changesBetween, type ActivityLogService, type AuditNote } from '../activity-log';
import { usersRepository } from '../users';
import { AUDITED_TASK_FIELDS, auditedRefs, toTask } from './task-mappers';
import { tasksRepository, type TaskListFilter, type TaskRow, type TaskValues } from './tasks-repository';

const taskNotFound = () => notFound('Task not found');
const archivedTask = () => conflict('task_archived', 'The task is archived: restore it to change it');

/** The columns for the fields a request gave (absent fields stay as they are). */
function taskValues(fields: Partial<TaskChanges>): TaskValues {
  const values: TaskValues = {};
  const set = <K extends keyof TaskValues>(key: K, value: TaskValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('title', fields.title);
  set('notes', fields.notes);
  set('dueOn', fields.due_on);
  set('priority', fields.priority);
  set('assigneeId', fields.assignee_id);
  set('linkKind', fields.link_kind);
  set('linkId', fields.link_id);
  return values;
}

function listFilterOf(query: TaskListQuery, actor: Actor): TaskListFilter {
  return {
    text: query.q || undefined,
    state: query.state,
    assigneeId: query.assignee === TASK_ASSIGNEE_MINE ? actor.userId : query.assignee,
    link: query.link_kind !== undefined && query.link_id !== undefined ? { kind: query.link_kind, id: query.link_id } : undefined,
    dueFrom: query.due_from,
    dueTo: query.due_to,
    archived: query.archived,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

/** The staff's to-dos: assigned to active staff, linked to a record that exists, done once, versioned and audited. */
export function createTasksService(deps: { db: Database; activityLog: ActivityLogService; clock: Clock; timeZone: string }) {
  const { db, activityLog, clock, timeZone } = deps;
  const today = () => dayIn(clock.now(), timeZone);

  async function taskOf(row: TaskRow): Promise<Task> {
    return toTask(await tasksRepository.viewOf(db, row), today());
  }

  async function requireAssignee(assigneeId: number | null | undefined): Promise<void> {
    if (assigneeId === null || assigneeId === undefined) return;
    if (!(await usersRepository.isActiveStaff(db, assigneeId))) throw validationError([{ field: 'assignee_id', message: messages.assigneeInvalid }]);
  }

  async function requireLink(fields: Partial<TaskChanges>): Promise<void> {
    if (!fields.link_kind || !fields.link_id) return;
    if (!(await tasksRepository.isLinkable(db, fields.link_kind, fields.link_id))) throw validationError([{ field: 'link_id', message: messages.linkNotFound, code: 'link_not_found' }]);
  }

  /** The task to change at `version`: 404 when it does not exist, 409 with it as it is when its version moved on. */
  async function editable(id: number, version: number, note: AuditNote): Promise<TaskRow> {
    const row = await tasksRepository.findById(db, id);
    if (!row) throw taskNotFound();
    note.entity = { type: 'task', id };
    if (row.version !== version) throw new EditConflictError(await taskOf(row));
    return row;
  }

  /**
   * Writes a change guarded by the version the editor read (and, for done and reopen, by the
   * task's state): when another save got there first, the answer is the conflict with the task as it now is.
   */
  async function saveIfVersion(before: TaskRow, version: number, values: TaskValues, note: AuditNote, state?: 'open' | 'done'): Promise<Task> {
    const after = await tasksRepository.updateIfVersion(db, before.id, version, values, state);
    if (!after) {
      const current = await tasksRepository.findById(db, before.id);
      if (!current) throw taskNotFound();
      throw new EditConflictError(await taskOf(current));
    }
    const [beforeTask, task] = await Promise.all([taskOf(before), taskOf(after)]);
    note.changes = { ...changesBetween(beforeTask, task, AUDITED_TASK_FIELDS), ...changesBetween(auditedRefs(beforeTask), auditedRefs(task), ['assignee', 'link']) };
    return task;
  }

  return {
    async list(context: RequestContext, query: TaskListQuery): Promise<TaskList> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:task');
      const { views, total } = await tasksRepository.list(db, listFilterOf(query, context.actor), { column: query.sort, dir: query.dir }, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      const day = today();
      return { tasks: views.map((view) => toTask(view, day)), total };
    },

    async get(context: RequestContext, id: number): Promise<Task> {
      if (!context.actor) throw notSignedIn();
      requirePermission(context.actor, 'read:task');
      const row = await tasksRepository.findById(db, id);
      if (!row) throw taskNotFound();
      return taskOf(row);
    },

    async create(context: RequestContext, body: TaskChanges & { title: string; due_on: string }): Promise<Task> {
      return activityLog.audited(context, 'task_created', 201, async (actor, note) => {
        requirePermission(actor, 'create:task');
        await Promise.all([requireAssignee(body.assignee_id), requireLink(body)]);
        const row = await tasksRepository.insert(db, { ...taskValues(body), title: body.title, dueOn: body.due_on, createdBy: actor.userId });
        note.entity = { type: 'task', id: row.id };
        return taskOf(row);
      });
    },

    async update(context: RequestContext, id: number, body: TaskChanges & { version: number }): Promise<Task> {
      return activityLog.audited(context, 'task_updated', 200, async (actor, note) => {
        requirePermission(actor, 'update:task');
        const { version, ...fields } = body;
        const before = await editable(id, version, note);
        if (before.archivedAt) throw archivedTask();
        const linkChanged = fields.link_kind !== undefined && (fields.link_kind !== before.linkKind || fields.link_id !== before.linkId);
        await Promise.all([
          fields.assignee_id !== undefined && fields.assignee_id !== before.assigneeId ? requireAssignee(fields.assignee_id) : undefined,
          linkChanged ? requireLink(fields) : undefined,
        ]);
        return saveIfVersion(before, version, taskValues(fields), note);
      });
    },

    async markDone(context: RequestContext, id: number, version: number): Promise<Task> {
      return activityLog.audited(context, 'task_done', 200, async (actor, note) => {
        requirePermission(actor, 'update:task');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw archivedTask();
        if (before.doneAt) throw conflict('task_already_done', 'The task is already done');
        return saveIfVersion(before, version, { doneAt: clock.now(), doneBy: actor.userId }, note, 'open');
      });
    },

    async reopen(context: RequestContext, id: number, version: number): Promise<Task> {
      return activityLog.audited(context, 'task_reopened', 200, async (actor, note) => {
        requirePermission(actor, 'update:task');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw archivedTask();
        if (!before.doneAt) throw conflict('task_not_done', 'The task is not done');
        return saveIfVersion(before, version, { doneAt: null, doneBy: null }, note, 'done');
      });
    },

    async archive(context: RequestContext, id: number, version: number): Promise<Task> {
      return activityLog.audited(context, 'task_archived', 200, async (actor, note) => {
        requirePermission(actor, 'archive:task');
        const before = await editable(id, version, note);
        if (before.archivedAt) throw conflict('already_archived', 'The task is already archived');
        return saveIfVersion(before, version, { archivedAt: clock.now() }, note);
      });
    },

    async restore(context: RequestContext, id: number, version: number): Promise<Task> {
      return activityLog.audited(context, 'task_restored', 200, async (actor, note) => {
        requirePermission(actor, 'archive:task');
        const before = await editable(id, version, note);
        if (!before.archivedAt) throw conflict('not_archived', 'The task is not archived');
        return saveIfVersion(before, version, { archivedAt: null }, note);
      });
    },
  };
}
