import { z } from 'zod';
import type { Database } from '../db/database';
import { jobKind, type JobQueue } from '../jobs';
import { loginFailuresRepository, sessionsRepository } from '../modules/auth';
import { rateLimitCountersRepository } from '../security/rate-limit-counters-repository';

const DAY_MS = 86_400_000;

/** Hourly, once for all processes: sessions that ended (expired or revoked) more than a day ago. */
export const expireSessionsJob = jobKind('expire-sessions', z.object({}), { schedule: '7 * * * *' });

/** Hourly, once for all processes: sign-in failures older than a day and rate-limit windows that ended. */
export const expireThrottlingJob = jobKind('expire-throttling', z.object({}), { schedule: '17 * * * *' });

export function registerMaintenanceJobs(jobs: JobQueue, db: Database): void {
  jobs.handle(expireSessionsJob, async () => {
    await sessionsRepository.deleteExpired(db, new Date(Date.now() - DAY_MS));
  });
  jobs.handle(expireThrottlingJob, async () => {
    await loginFailuresRepository.deleteOlderThan(db, new Date(Date.now() - DAY_MS));
    await rateLimitCountersRepository.deleteEnded(db, new Date());
  });
}
