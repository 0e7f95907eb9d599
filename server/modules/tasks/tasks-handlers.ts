import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { TasksService } from './tasks-service';

const s = initServer();

export function tasksHandlers(tasks: TasksService) {
  return s.router(apiContract.tasks, {
    list: async ({ query, req }) => ({ status: 200, body: await tasks.list(contextOf(req), query) }),
    create: async ({ body, req }) => ({ status: 201, body: await tasks.create(contextOf(req), body) }),
    get: async ({ params, req }) => ({ status: 200, body: await tasks.get(contextOf(req), params.id) }),
    update: async ({ params, body, req }) => ({ status: 200, body: await tasks.update(contextOf(req), params.id, body) }),
    markDone: async ({ params, body, req }) => ({ status: 200, body: await tasks.markDone(contextOf(req), params.id, body.version) }),
    reopen: async ({ params, body, req }) => ({ status: 200, body: await tasks.reopen(contextOf(req), params.id, body.version) }),
    archive: async ({ params, body, req }) => ({ status: 200, body: await tasks.archive(contextOf(req), params.id, body.version) }),
    restore: async ({ params, body, req }) => ({ status: 200, body: await tasks.restore(contextOf(req), params.id, body.version) }),
  });
}
