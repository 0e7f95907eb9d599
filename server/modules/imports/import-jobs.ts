import { z } from 'zod';
import { jobKind, type JobQueue } from '../../jobs';
import type { ImportsService } from './imports-service';

/** Imports and their rows are kept this long (the report of rejected rows with them), then removed. */
export const IMPORT_RETENTION_DAYS = 7;

/** The run of one import. Its payload names the import only: the rows stay in their table. */
export const importRunJob = jobKind('import-run', z.object({ importId: z.string().uuid() }));

/** Daily, once for all processes: imports past their retention are removed with their rows. */
export const removeOldImportsJob = jobKind('remove-old-imports', z.object({}), { schedule: '41 3 * * *' });

export function registerImportJobs(jobs: JobQueue, imports: ImportsService, now: () => Date = () => new Date()): void {
  jobs.handle(importRunJob, (payload, job) => imports.runJob(payload.importId, job));
  jobs.handle(removeOldImportsJob, async () => {
    await imports.removeOld(new Date(now().getTime() - IMPORT_RETENTION_DAYS * 86_400_000));
  });
}
