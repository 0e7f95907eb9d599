import { ActivityLogPage } from '../../features/activity-log/activity-log-page';
import { JobFailuresPanel } from '../../features/jobs/job-failures-panel';

/** /admin/advanced-options: the activity log, and the failures of background jobs below it. */
export function AdvancedOptionsPage() {
  return (
    <ActivityLogPage>
      <JobFailuresPanel />
    </ActivityLogPage>
  );
}
