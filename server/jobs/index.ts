export { createJobQueue, installJobTables, jobKind, JOBS_SCHEMA, type JobHandler, type JobKind, type JobQueue, type JobRun, type JobsSettings } from './job-queue';
export { pgliteJobsConnection } from './connections';
