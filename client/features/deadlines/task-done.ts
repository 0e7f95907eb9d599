import type { Task } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';

/** Marks a task done, or open again, at the version it was read (409 when someone changed it meanwhile). */
export async function setTaskDone(api: ApiClient, taskId: number, version: number, done: boolean): Promise<Task> {
  const request = { params: { id: taskId }, body: { version } };
  const response = done ? await api.tasks.markDone.mutate(request) : await api.tasks.reopen.mutate(request);
  if (response.status !== 200) throw response;
  return response.body;
}
