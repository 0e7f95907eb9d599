import { initServer } from '@ts-rest/express';
import { apiContract } from '../../contract';
import { contextOf } from '../http/request-context';
import type { AuditService } from './audit-service';

const s = initServer();

export function logsHandlers(audit: AuditService) {
  return s.router(apiContract.logs, {
    list: async ({ query, req }) => ({ status: 200, body: await audit.list(contextOf(req), query) }),
  });
}
