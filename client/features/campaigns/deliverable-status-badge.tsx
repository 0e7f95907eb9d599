import { useTranslation } from '../../lib/i18n/use-translation';
import type { DeliverableStatus, Overdue } from '../../../contract';

/** A deliverable's status, with the date it missed beside it when it is overdue. */
export function DeliverableStatusBadge({ status, overdue }: { status: DeliverableStatus; overdue: Overdue }) {
  const { t } = useTranslation('admin');
  return (
    <span className="record-badges">
      <span className={`record-status record-status--deliverable-${status}`}>{t(`campaigns.deliverables.statuses.${status}`)}</span>
      {overdue && <span className="record-status record-status--overdue">{t(`campaigns.deliverables.overdue.${overdue}`)}</span>}
    </span>
  );
}
