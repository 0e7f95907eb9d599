import { useTranslation } from '../../lib/i18n/use-translation';
import type { CreatorStatus } from '../../../contract';
import { RecordStatusBadge } from '../../components/record/record-status-badge';

export function CreatorStatusBadge({ status, archived = false }: { status: CreatorStatus; archived?: boolean }) {
  const { t } = useTranslation('admin');
  return <RecordStatusBadge status={status} label={t(`creators.statuses.${status}`)} archivedLabel={archived ? t('creators.archivedBadge') : undefined} />;
}
