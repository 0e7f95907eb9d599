import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CAMPAIGN_STATUS_CHANGES, type CampaignDetail, type CampaignStatus } from '../../../contract';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { DateTime } from '../../components/date-time/date-time';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { formatMoney } from '../../lib/money/money';
import { campaignPeriod } from './campaign-period';
import { CampaignStatusBadge } from './campaign-status-badge';

interface CampaignRecordHeaderProps {
  campaign: CampaignDetail;
  mayEdit: boolean;
  mayArchive: boolean;
  busy: boolean;
  onStatus: (status: CampaignStatus) => void;
  onArchive: () => void;
  onRestore: () => void;
}

/** The campaign's name, sponsor, status and key figures (the fees against the budget for who may read money), with the actions on the whole record. */
export function CampaignRecordHeader({ campaign, mayEdit, mayArchive, busy, onStatus, onArchive, onRestore }: CampaignRecordHeaderProps) {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const archived = campaign.archived_at !== null;
  const nextStatuses = CAMPAIGN_STATUS_CHANGES[campaign.status];
  const money = (minor: number) => formatMoney(minor, campaign.currency, language);
  const budget = campaign.budget_minor ?? null;
  const fees = campaign.fees_total_minor;

  return (
    <header className="record-header">
      <Link className="record-header__back" to="/campagne">
        <ChevronLeftIcon />
        {t('campaigns.record.back')}
      </Link>
      <div className="record-header__main">
        <div className="record-header__text">
          <h1 id="campaign-record-title" className="record-header__title">
            {campaign.name}
          </h1>
          <CampaignStatusBadge status={campaign.status} archived={archived} />
        </div>
        <div className="record-header__actions">
          {mayEdit && !archived && nextStatuses.length > 0 && (
            <div className="field record-header__status">
              <label className="field__label" htmlFor="campaign-status-change">
                {t('campaigns.record.status')}
              </label>
              <select id="campaign-status-change" className="field__input" value={campaign.status} disabled={busy} onChange={(event) => onStatus(event.target.value as CampaignStatus)}>
                <option value={campaign.status}>{t(`campaigns.statuses.${campaign.status}`)}</option>
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`campaigns.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {mayArchive &&
            (archived ? (
              <button type="button" className="button button--primary" disabled={busy} onClick={onRestore}>
                {t('campaigns.record.restore')}
              </button>
            ) : (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmArchive(true)}>
                {t('campaigns.record.archive')}
              </button>
            ))}
        </div>
      </div>
      <dl className="record-figures">
        <div>
          <dt>{t('campaigns.columns.sponsor')}</dt>
          <dd>
            <Link to={`/sponsor/${campaign.sponsor.sponsor_id}`}>{campaign.sponsor.display_name}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('campaigns.columns.period')}</dt>
          <dd>{campaignPeriod(campaign.starts_on, campaign.ends_on, language, (from, to) => t('campaigns.period', { from, to })) ?? t('campaigns.none')}</dd>
        </div>
        <div>
          <dt>{t('campaigns.columns.deals')}</dt>
          <dd>{campaign.deals_count}</dd>
        </div>
        {fees !== undefined && (
          <div>
            <dt>{t('campaigns.record.budgetUsed')}</dt>
            <dd>{budget === null ? money(fees) : t('campaigns.record.feesOf', { fees: money(fees), budget: money(budget) })}</dd>
          </div>
        )}
        <div>
          <dt>{t('campaigns.record.updatedAt')}</dt>
          <dd>
            <DateTime value={campaign.updated_at} />
          </dd>
        </div>
      </dl>
      {fees !== undefined && budget !== null && fees > budget && <p className="alert alert--error">{t('campaigns.record.overBudget', { amount: money(fees - budget) })}</p>}
      {archived && <p className="alert alert--info">{t('campaigns.record.archived')}</p>}
      {confirmArchive && (
        <ConfirmDialog
          title={t('campaigns.record.archiveTitle', { name: campaign.name })}
          message={t('campaigns.record.archiveBody')}
          confirmLabel={t('campaigns.record.archive')}
          cancelLabel={t('campaigns.unsaved.stay')}
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
