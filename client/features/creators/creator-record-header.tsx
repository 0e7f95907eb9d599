import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CREATOR_STATUS_CHANGES, type CreatorDetail, type CreatorStatus } from '../../../contract';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { CreatorStatusBadge } from './creator-status-badge';

interface CreatorRecordHeaderProps {
  creator: CreatorDetail;
  may: { status: boolean; archive: boolean; invite: boolean };
  busy: boolean;
  onStatus: (status: CreatorStatus) => void;
  onArchive: () => void;
  onRestore: () => void;
  onInvite: () => void;
}

/** The creator's name, status and key figures, with the actions on the whole record. */
export function CreatorRecordHeader({ creator, may, busy, onStatus, onArchive, onRestore, onInvite }: CreatorRecordHeaderProps) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const archived = creator.archived_at !== null;
  const next = CREATOR_STATUS_CHANGES[creator.status];
  const portal = creator.portal_user
    ? t('creators.record.portalLinked', { name: creator.portal_user.username })
    : creator.portal_invited
      ? t('creators.record.portalInvited')
      : t('creators.record.portalNone');
  return (
    <header className="record-header">
      <Link className="record-header__back" to="/creatori">
        <ChevronLeftIcon />
        {t('creators.record.back')}
      </Link>
      <div className="record-header__main">
        <div className="record-header__text">
          <h1 id="creator-record-title" className="record-header__title">
            {creator.stage_name}
          </h1>
          <CreatorStatusBadge status={creator.status} archived={archived} />
        </div>
        <div className="record-header__actions">
          {may.status && !archived && next.length > 0 && (
            <div className="field record-header__status">
              <label className="field__label" htmlFor="creator-status-change">
                {t('creators.record.status')}
              </label>
              <select id="creator-status-change" className="field__input" value={creator.status} disabled={busy} onChange={(event) => onStatus(event.target.value as CreatorStatus)}>
                <option value={creator.status}>{t(`creators.statuses.${creator.status}`)}</option>
                {next.map((status) => (
                  <option key={status} value={status}>
                    {t(`creators.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {may.invite && !archived && !creator.portal_user && !creator.portal_invited && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onInvite}>
              {t('creators.record.invite')}
            </button>
          )}
          {may.archive &&
            (archived ? (
              <button type="button" className="button button--primary" disabled={busy} onClick={onRestore}>
                {t('creators.record.restore')}
              </button>
            ) : (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmArchive(true)}>
                {t('creators.record.archive')}
              </button>
            ))}
        </div>
      </div>
      <dl className="record-figures">
        <div>
          <dt>{t('creators.record.followers')}</dt>
          <dd>{new Intl.NumberFormat(language).format(creator.followers)}</dd>
        </div>
        <div>
          <dt>{t('creators.columns.manager')}</dt>
          <dd>{creator.primary_manager?.username ?? t('creators.noManager')}</dd>
        </div>
        <div>
          <dt>{t('creators.record.representationEnd')}</dt>
          <dd>{creator.representation_end ? formatCalendarDate(creator.representation_end, language) : t('creators.notSet')}</dd>
        </div>
        <div>
          <dt>{t('creators.record.portal')}</dt>
          <dd>{portal}</dd>
        </div>
      </dl>
      {archived && <p className="alert alert--info">{t('creators.record.archived')}</p>}
      {confirmArchive && (
        <ConfirmDialog
          title={t('creators.record.archiveTitle', { name: creator.stage_name })}
          message={t('creators.record.archiveBody')}
          confirmLabel={t('creators.record.archive')}
          cancelLabel={t('creators.unsaved.stay')}
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
