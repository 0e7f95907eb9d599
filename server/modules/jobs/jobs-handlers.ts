import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { JobsService } from './jobs-service';

const s = initServer();

export function jobsHandlers(jobs: JobsService) {
  return s.router(apiContract.jobs, {
    failures: async ({ req }) => ({ status: 200, body: await jobs.failures(contextOf(req)) }),
  });
}
