import { useTranslation } from '../../lib/i18n/use-translation';
import type { SponsorStatus } from '../../../contract';
import { RecordStatusBadge } from '../../components/record/record-status-badge';

/** A sponsor's status, and "Archived" beside it when it is. */
export function SponsorStatusBadge({ status, archived = false }: { status: SponsorStatus; archived?: boolean }) {
  const { t } = useTranslation('admin');
  return <RecordStatusBadge status={status} label={t(`sponsors.statuses.${status}`)} archivedLabel={archived ? t('sponsors.archivedBadge') : undefined} />;
}
