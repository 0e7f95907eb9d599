/** Tasks: the staff's to-dos, each due on a day and optionally about a record (path /api/tasks…, shown on /scadenze). */
export { createTasksService, type TasksService } from './tasks-service';
export { tasksHandlers } from './tasks-handlers';
