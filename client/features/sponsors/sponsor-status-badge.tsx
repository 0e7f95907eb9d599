import { useTranslation } from 'react-i18next';
import type { SponsorStatus } from '../../../contract';

/** A sponsor's status, and "Archived" beside it when it is. */
export function SponsorStatusBadge({ status, archived = false }: { status: SponsorStatus; archived?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className="sponsor-badges">
      <span className={`sponsor-status sponsor-status--${status}`}>{t(`sponsors.statuses.${status}`)}</span>
      {archived && <span className="sponsor-status sponsor-status--archived">{t('sponsors.archivedBadge')}</span>}
    </span>
  );
}
