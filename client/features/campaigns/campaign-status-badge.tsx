import { useTranslation } from '../../lib/i18n/use-translation';
import type { CampaignStatus, DealStatus } from '../../../contract';
import { RecordStatusBadge } from '../../components/record/record-status-badge';

/** A campaign's status, and "Archived" beside it when it is. */
export function CampaignStatusBadge({ status, archived = false }: { status: CampaignStatus; archived?: boolean }) {
  const { t } = useTranslation('admin');
  return <RecordStatusBadge status={`campaign-${status}`} label={t(`campaigns.statuses.${status}`)} archivedLabel={archived ? t('campaigns.archivedBadge') : undefined} />;
}

export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation('admin');
  return <RecordStatusBadge status={`deal-${status}`} label={t(`campaigns.deals.statuses.${status}`)} />;
}
