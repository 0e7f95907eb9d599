import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import { streamExport } from '../../http/streaming-export';
import type { ActivityLogService } from './activity-log-service';

const s = initServer();

export function activityLogHandlers(activityLog: ActivityLogService) {
  return s.router(apiContract.activityLog, {
    list: async ({ query, req }) => ({ status: 200, body: await activityLog.list(contextOf(req), query) }),

    export: async ({ query, req, res }) => {
      const logExport = await activityLog.export(contextOf(req), query);
      const body = streamExport(res, {
        format: 'csv',
        filename: `activity-log-${new Date().toISOString().slice(0, 10)}`,
        sheets: [logExport.sheet],
        onEnd: logExport.finish,
      });
      return { status: 200, body: body as unknown as string };
    },
  });
}
