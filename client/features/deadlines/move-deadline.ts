import type { Deadline } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';

/** Moves a deadline to another day by changing its record at the version it was read (409 when someone changed it meanwhile). */
export async function moveDeadline(api: ApiClient, deadline: Deadline, day: string): Promise<void> {
  const version = deadline.record.version;
  const params = { id: deadline.record.id };
  const response =
    deadline.type === 'task_due'
      ? await api.tasks.update.mutate({ params, body: { version, due_on: day } })
      : deadline.type === 'campaign_end'
        ? await api.campaigns.update.mutate({ params, body: { version, ends_on: day } })
        : await api.campaigns.updateDeliverable.mutate({ params, body: deadline.type === 'draft_due' ? { version, draft_due_on: day } : { version, publish_due_on: day } });
  if (response.status !== 200) throw response;
}
