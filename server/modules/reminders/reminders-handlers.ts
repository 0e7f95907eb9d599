import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { ReminderRulesService } from './reminder-rules-service';

const s = initServer();

export function remindersHandlers(rules: ReminderRulesService) {
  return s.router(apiContract.reminders, {
    listRules: async ({ query, req }) => ({ status: 200, body: await rules.list(contextOf(req), query.archived) }),
    createRule: async ({ body, req }) => ({ status: 201, body: await rules.create(contextOf(req), body) }),
    updateRule: async ({ params, body, req }) => ({ status: 200, body: await rules.update(contextOf(req), params.id, body) }),
    archiveRule: async ({ params, body, req }) => ({ status: 200, body: await rules.archive(contextOf(req), params.id, body.version) }),
    runDue: async ({ req }) => ({ status: 202, body: await rules.runDue(contextOf(req)) }),
    restoreRule: async ({ params, body, req }) => ({ status: 200, body: await rules.restore(contextOf(req), params.id, body.version) }),
  });
}
