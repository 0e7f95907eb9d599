import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { SPONSOR_STATUS_CHANGES, type SponsorDetail, type SponsorStatus } from '../../../contract';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { DateTime } from '../../components/date-time/date-time';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { SponsorLogo } from './sponsor-logo';
import { SponsorStatusBadge } from './sponsor-status-badge';

interface SponsorRecordHeaderProps {
  sponsor: SponsorDetail;
  /** The logo's controls, for those who may change it. */
  logoControl?: ReactNode;
  mayEdit: boolean;
  mayArchive: boolean;
  /** The details form holds unsaved changes: the actions that save the sponsor wait for them. */
  busy: boolean;
  onStatus: (status: SponsorStatus) => void;
  onArchive: () => void;
  onRestore: () => void;
}

/** The sponsor's name, status and key figures, with the actions on the whole record. */
export function SponsorRecordHeader({ sponsor, logoControl, mayEdit, mayArchive, busy, onStatus, onArchive, onRestore }: SponsorRecordHeaderProps) {
  const { t } = useTranslation('admin');
  const [confirmArchive, setConfirmArchive] = useState(false);
  const archived = sponsor.archived_at !== null;
  const nextStatuses = SPONSOR_STATUS_CHANGES[sponsor.status];

  return (
    <header className="record-header">
      <Link className="record-header__back" to="/sponsor">
        <ChevronLeftIcon />
        {t('sponsors.record.back')}
      </Link>
      <div className="record-header__main">
        <div className="record-header__text">
          <div className="record-header__logo">
            <SponsorLogo name={sponsor.display_name} url={sponsor.logo_url} size="large" />
            {logoControl}
          </div>
          <h1 id="sponsor-record-title" className="record-header__title">
            {sponsor.display_name}
          </h1>
          <SponsorStatusBadge status={sponsor.status} archived={archived} />
        </div>
        <div className="record-header__actions">
          {mayEdit && !archived && nextStatuses.length > 0 && (
            <div className="field record-header__status">
              <label className="field__label" htmlFor="sponsor-status-change">
                {t('sponsors.record.status')}
              </label>
              <select
                id="sponsor-status-change"
                className="field__input"
                value={sponsor.status}
                disabled={busy}
                onChange={(event) => onStatus(event.target.value as SponsorStatus)}
              >
                <option value={sponsor.status}>{t(`sponsors.statuses.${sponsor.status}`)}</option>
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`sponsors.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {mayArchive &&
            (archived ? (
              <button type="button" className="button button--primary" disabled={busy} onClick={onRestore}>
                {t('sponsors.record.restore')}
              </button>
            ) : (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmArchive(true)}>
                {t('sponsors.record.archive')}
              </button>
            ))}
        </div>
      </div>
      <dl className="record-figures">
        <div>
          <dt>{t('sponsors.columns.owner')}</dt>
          <dd>{sponsor.owner?.username ?? t('sponsors.noOwner')}</dd>
        </div>
        <div>
          <dt>{t('sponsors.columns.contact')}</dt>
          <dd>{sponsor.primary_contact?.name ?? t('sponsors.none')}</dd>
        </div>
        <div>
          <dt>{t('sponsors.columns.payment_terms_days')}</dt>
          <dd>{t('sponsors.days', { count: sponsor.payment_terms_days })}</dd>
        </div>
        <div>
          <dt>{t('sponsors.record.updatedAt')}</dt>
          <dd>
            <DateTime value={sponsor.updated_at} />
          </dd>
        </div>
      </dl>
      {archived && <p className="alert alert--info">{t('sponsors.record.archived')}</p>}
      {confirmArchive && (
        <ConfirmDialog
          title={t('sponsors.record.archiveTitle', { name: sponsor.display_name })}
          message={t('sponsors.record.archiveBody')}
          confirmLabel={t('sponsors.record.archive')}
          cancelLabel={t('sponsors.unsaved.stay')}
          onConfirm={() => {
            setConfirmArchive(false);
            onArchive();
          }}
          onCancel={() => setConfirmArchive(false)}
        />
      )}
    </header>
  );
}
