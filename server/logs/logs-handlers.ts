import { initServer } from '@ts-rest/express';
import { apiContract } from '../../contract';
import { contextOf } from '../http/request-context';
import { csvExportBody } from '../http/streaming-export';
import type { AuditService } from './audit-service';

const s = initServer();

export function logsHandlers(audit: AuditService) {
  return s.router(apiContract.logs, {
    list: async ({ query, req }) => ({ status: 200, body: await audit.list(contextOf(req), query) }),

    export: async ({ query, req, res }) => {
      const logExport = await audit.export(contextOf(req), query);
      const day = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="activity-log-${day}.csv"`);
      return { status: 200, body: csvExportBody(res, logExport.csv, logExport.finish) as unknown as string };
    },
  });
}
