import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { DeadlinesService } from './deadlines-service';

const s = initServer();

export function deadlinesHandlers(deadlines: DeadlinesService) {
  return s.router(apiContract.deadlines, {
    list: async ({ query, req }) => ({ status: 200, body: await deadlines.list(contextOf(req), query) }),
  });
}
