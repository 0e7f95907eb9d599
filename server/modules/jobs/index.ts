/** The jobs domain: what admins see of the background jobs (the queue itself is platform, in server/jobs). */
export { createJobsService, type JobsService } from './jobs-service';
export { jobsHandlers } from './jobs-handlers';
