import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, editConflictSchema, errorSchema } from '../platform/errors';
import { recordIdSchema } from '../platform/records';
import { createTaskSchema, taskListQuerySchema, taskListSchema, taskSchema, taskVersionSchema, updateTaskSchema } from './schemas';

const c = initContract();

const taskPath = z.object({ id: recordIdSchema });
/** 409: a change of a version someone else replaced (with the task as it is), or of a task in the wrong state (archived, already done, not done). */
const editResponses = { 200: taskSchema, ...commonErrors, 404: errorSchema, 409: editConflictSchema(taskSchema).or(errorSchema) };

/** The staff's to-dos, each due on a day, optionally about a record (DOMAIN.md §2, Task). */
export const tasksContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:task'),
      path: '/tasks',
      query: taskListQuerySchema,
      responses: { 200: taskListSchema, ...commonErrors },
      summary: 'Tasks: open or done, by assignee (or mine), linked record and due days, paged and sorted',
    },
    create: {
      method: 'POST',
      metadata: permissionRoute('create:task', { audit: 'task_created' }),
      path: '/tasks',
      body: createTaskSchema(),
      responses: { 201: taskSchema, ...commonErrors },
      summary: 'Create a task, optionally assigned to a staff member and linked to a record',
    },
    get: {
      method: 'GET',
      metadata: permissionRoute('read:task'),
      path: '/tasks/:id',
      pathParams: taskPath,
      responses: { 200: taskSchema, ...commonErrors, 404: errorSchema },
      summary: 'A task',
    },
    update: {
      method: 'PATCH',
      metadata: permissionRoute('update:task', { audit: 'task_updated' }),
      path: '/tasks/:id',
      pathParams: taskPath,
      body: updateTaskSchema(),
      responses: editResponses,
      summary: 'Change a task’s fields (409 edit_conflict with the current task when its version changed)',
    },
    markDone: {
      method: 'POST',
      metadata: permissionRoute('update:task', { audit: 'task_done' }),
      path: '/tasks/:id/done',
      pathParams: taskPath,
      body: taskVersionSchema,
      responses: editResponses,
      summary: 'Mark a task done, by the caller and now',
    },
    reopen: {
      method: 'POST',
      metadata: permissionRoute('update:task', { audit: 'task_reopened' }),
      path: '/tasks/:id/reopen',
      pathParams: taskPath,
      body: taskVersionSchema,
      responses: editResponses,
      summary: 'Open a done task again',
    },
    archive: {
      method: 'POST',
      metadata: permissionRoute('archive:task', { audit: 'task_archived' }),
      path: '/tasks/:id/archive',
      pathParams: taskPath,
      body: taskVersionSchema,
      responses: editResponses,
      summary: 'Archive a task: hidden from lists and deadlines by default, restorable',
    },
    restore: {
      method: 'POST',
      metadata: permissionRoute('archive:task', { audit: 'task_restored' }),
      path: '/tasks/:id/restore',
      pathParams: taskPath,
      body: taskVersionSchema,
      responses: editResponses,
      summary: 'Bring an archived task back',
    },
  },
  { strictStatusCodes: true },
);
