import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { CreatorDeal } from '../../../contract';
import { CreatorAreaFrame } from '../../components/creator-area-frame/creator-area-frame';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { useAppServices } from '../../lib/app-services';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { campaignPeriod } from './campaign-period';
import { CreatorNetFee, deliverableContent } from './creator-work-parts';
import { creatorDealsQueryOptions } from './creator-work-queries';
import { DeliverableStatusBadge } from './deliverable-status-badge';

/** /creator/campagne: the creator's campaigns, the nearest due day first, what is late marked. */
export function CreatorCampaignsPage() {
  const { t } = useTranslation(['creator', 'common']);
  const { api } = useAppServices();
  const mine = useQuery(creatorDealsQueryOptions(api));

  return (
    <CreatorAreaFrame>
      <section className="creator-area__section" aria-labelledby="creator-campaigns-title">
        <h1 id="creator-campaigns-title" className="creator-area__heading">
          {t('campaigns.title')}
        </h1>
        <p className="creator-area__hint">{t('campaigns.intro')}</p>
        {!mine.data ? (
          <ListLoadState failed={mine.isError} failedText={t('campaigns.loadFailed')} retryText={t('campaigns.retry')} onRetry={() => void mine.refetch()} />
        ) : mine.data.deals.length === 0 ? (
          <p className="list-note">{t('campaigns.empty')}</p>
        ) : (
          <ul className="creator-deals">
            {mine.data.deals.map((deal) => (
              <CreatorDealCard key={deal.deal_id} deal={deal} />
            ))}
          </ul>
        )}
      </section>
    </CreatorAreaFrame>
  );
}

function CreatorDealCard({ deal }: { deal: CreatorDeal }) {
  const { t } = useTranslation(['creator', 'admin']);
  const language = usePageLanguage();
  const { campaign } = deal;
  const period = campaignPeriod(campaign.starts_on, campaign.ends_on, language, (from, to) => t('admin:campaigns.period', { from, to }));
  const late = deal.deliverables.some((deliverable) => deliverable.overdue !== null);
  const titleId = `creator-deal-${deal.deal_id}`;

  return (
    <li className={late ? 'creator-deal creator-deal--overdue' : 'creator-deal'} aria-labelledby={titleId}>
      <div className="creator-deal__head">
        <h2 id={titleId} className="creator-deal__title">
          <Link to={`/creator/campagne/${deal.deal_id}`}>{campaign.name}</Link>
        </h2>
        <span className={`record-status record-status--deal-${deal.status}`}>{t(`admin:campaigns.deals.statuses.${deal.status}`)}</span>
      </div>
      <p className="creator-deal__meta">
        {t('campaigns.sponsor', { name: campaign.sponsor.display_name })}
        {period && ` · ${period}`}
      </p>
      <dl className="creator-deal__facts">
        <div>
          <dt>{t('campaigns.netFee')}</dt>
          <dd>
            <CreatorNetFee deal={deal} />
          </dd>
        </div>
        <div>
          <dt>{t('campaigns.deliverables')}</dt>
          <dd className="creator-deal__due">
            {deal.next_due_on ? t('campaigns.nextDue', { date: formatCalendarDate(deal.next_due_on, language) }) : t('campaigns.nothingDue')}
            {late && <span className="record-status record-status--overdue">{t('campaigns.overdue')}</span>}
          </dd>
        </div>
      </dl>
      {deal.deliverables.length === 0 ? (
        <p className="list-note">{t('campaigns.noDeliverables')}</p>
      ) : (
        <ul className="creator-deal__deliverables">
          {deal.deliverables.map((deliverable) => (
            <li key={deliverable.deliverable_id}>
              <span>{deliverableContent(t, deliverable)}</span>
              <DeliverableStatusBadge status={deliverable.status} overdue={deliverable.overdue} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
