/** Deadlines: every date that matters, read from the records that hold it (path /api/deadlines, page /scadenze). */
export { createDeadlinesService, type DeadlinesService } from './deadlines-service';
export { deadlinesHandlers } from './deadlines-handlers';
