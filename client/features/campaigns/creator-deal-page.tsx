import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { can, type CreatorDealDetail, type Deliverable } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { CreatorAreaFrame } from '../../components/creator-area-frame/creator-area-frame';
import { DateTime } from '../../components/date-time/date-time';
import { RecordMissing } from '../../components/record/record-missing';
import { RichText } from '../../components/rich-text/rich-text-editor';
import { Spinner } from '../../components/spinner/spinner';
import { isApiErrorResponse } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { recordIdOf } from '../../lib/routing/record-id';
import { useSession } from '../../lib/session/use-session';
import { campaignPeriod } from './campaign-period';
import { CreatorPublishForm } from './creator-publish-form';
import { CreatorNetFee, deliverableContent } from './creator-work-parts';
import { creatorDealQueryOptions, reloadCreatorWork } from './creator-work-queries';
import { DeliverableDraftsDialog } from './deliverable-drafts-dialog';
import { DeliverableStatusBadge } from './deliverable-status-badge';

/** /creator/campagne/:dealId: one of the creator's campaigns, its brief and rules, and their content with its drafts. */
export function CreatorDealPage() {
  const { t } = useTranslation('creator');
  const dealId = recordIdOf(useParams().dealId);
  return (
    <CreatorAreaFrame>
      {dealId === null ? <RecordMissing backTo="/creator/campagne" backLabel={t('deal.back')} message={t('deal.notFound')} /> : <CreatorDeal key={dealId} dealId={dealId} />}
    </CreatorAreaFrame>
  );
}

function CreatorDeal({ dealId }: { dealId: number }) {
  const { t } = useTranslation(['creator', 'common']);
  const { api } = useAppServices();
  const deal = useQuery(creatorDealQueryOptions(api, dealId));
  if (deal.isError) {
    const missing = isApiErrorResponse(deal.error) && deal.error.status === 404;
    return <RecordMissing backTo="/creator/campagne" backLabel={t('deal.back')} message={missing ? t('deal.notFound') : t('deal.loadFailed')} />;
  }
  if (!deal.data) {
    return (
      <p className="list-note" role="status">
        <Spinner />
        {t('common:app.loading')}
      </p>
    );
  }
  return <CreatorDealView deal={deal.data} />;
}

function CreatorDealView({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation(['creator', 'admin', 'common']);
  const { queryClient } = useAppServices();
  const session = useSession();
  const language = usePageLanguage();
  const banner = useTimedBanner();
  const [open, setOpen] = useState<Deliverable | null>(null);
  const { campaign } = deal;
  const none = t('deal.none');
  const period = campaignPeriod(campaign.starts_on, campaign.ends_on, language, (from, to) => t('admin:campaigns.period', { from, to }));
  const disclosure = t(`admin:campaigns.disclosures.${campaign.disclosure}`);
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  // Every deliverable on this page is the creator's own: the server answered only theirs.
  const maySubmit = actor !== null && can(actor, 'submit:draft', { owner_id: actor.user_id });
  const mayPublish = actor !== null && can(actor, 'publish:deliverable', { owner_id: actor.user_id });
  const changed = (message: string) => {
    banner.show('success', message);
    void reloadCreatorWork(queryClient);
  };

  return (
    <article className="creator-area__section creator-deal-page" aria-labelledby="creator-deal-title">
      <Link className="creator-deal-page__back" to="/creator/campagne">
        {t('deal.back')}
      </Link>
      <header className="creator-deal__head">
        <h1 id="creator-deal-title" className="creator-area__heading">
          {campaign.name}
        </h1>
        <span className={`record-status record-status--deal-${deal.status}`}>{t(`admin:campaigns.deals.statuses.${deal.status}`)}</span>
      </header>
      <p className="creator-deal__meta">
        {t('campaigns.sponsor', { name: campaign.sponsor.display_name })}
        {campaign.code && ` · ${campaign.code}`}
      </p>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      <dl className="record-figures">
        <div>
          <dt>{t('campaigns.netFee')}</dt>
          <dd>
            <CreatorNetFee deal={deal} />
          </dd>
        </div>
        <div>
          <dt>{t('campaigns.period')}</dt>
          <dd>{period ?? none}</dd>
        </div>
        <div>
          <dt>{t('deal.objective')}</dt>
          <dd>{campaign.objective ? t(`admin:campaigns.objectives.${campaign.objective}`) : none}</dd>
        </div>
        <div>
          <dt>{t('deal.exclusiveUntil')}</dt>
          <dd>{deal.exclusivity_until ? formatCalendarDate(deal.exclusivity_until, language) : none}</dd>
        </div>
      </dl>

      <section className="creator-deal-page__panel" aria-labelledby="creator-deal-brief">
        <h2 id="creator-deal-brief" className="creator-area__title">
          {t('deal.brief')}
        </h2>
        {/* Sanitised HTML from the server, shown as the staff's campaign page shows it. */}
        <RichText html={campaign.brief} empty={t('deal.briefEmpty')} />
      </section>

      <section className="creator-deal-page__panel" aria-labelledby="creator-deal-rules">
        <h2 id="creator-deal-rules" className="creator-area__title">
          {t('deal.requirements')}
        </h2>
        <dl className="creator-deal-page__rules">
          <dt>{t('deal.hashtags')}</dt>
          <dd>{campaign.hashtags.length > 0 ? campaign.hashtags.map((tag) => `#${tag}`).join(' ') : none}</dd>
          <dt>{t('deal.mentions')}</dt>
          <dd>{campaign.mentions.length > 0 ? campaign.mentions.map((mention) => `@${mention}`).join(' ') : none}</dd>
          <dt>{t('deal.disclosure')}</dt>
          <dd>{disclosure}</dd>
          <dt>{t('deal.usageRights')}</dt>
          <dd>{deal.usage_rights ?? campaign.usage_rights ?? none}</dd>
          <dt>{t('deal.exclusivity')}</dt>
          <dd>{campaign.exclusivity ?? none}</dd>
        </dl>
      </section>

      <section className="creator-deal-page__panel" aria-labelledby="creator-deal-content">
        <h2 id="creator-deal-content" className="creator-area__title">
          {t('deal.deliverables')}
        </h2>
        {deal.deliverables.length === 0 ? (
          <p className="list-note">{t('deal.noDeliverables')}</p>
        ) : (
          <ul className="creator-deliverables">
            {deal.deliverables.map((deliverable) => {
              const content = deliverableContent(t, deliverable);
              const day = (value: string | null) => (value ? formatCalendarDate(value, language) : none);
              return (
                <li key={deliverable.deliverable_id} className={deliverable.overdue ? 'creator-deliverable creator-deliverable--overdue' : 'creator-deliverable'}>
                  <div className="creator-deal__head">
                    <h3 className="creator-deliverable__title">{content}</h3>
                    <DeliverableStatusBadge status={deliverable.status} overdue={deliverable.overdue} />
                  </div>
                  <dl className="creator-deliverable__dates">
                    <div>
                      <dt>{t('deal.draftDue')}</dt>
                      <dd>{day(deliverable.draft_due_on)}</dd>
                    </div>
                    <div>
                      <dt>{t('deal.publishDue')}</dt>
                      <dd>{day(deliverable.publish_due_on)}</dd>
                    </div>
                  </dl>
                  {deliverable.caption_requirements && (
                    <p className="creator-deliverable__caption">
                      <strong>{t('deal.captionRequirements')}:</strong> {deliverable.caption_requirements}
                    </p>
                  )}
                  {deliverable.published_url && (
                    <p className="creator-deliverable__published">
                      {deliverable.published_at && (
                        <>
                          {t('deal.publishedOn')} <DateTime value={deliverable.published_at} />
                          {' · '}
                        </>
                      )}
                      <a href={deliverable.published_url} target="_blank" rel="noopener noreferrer nofollow">
                        {t('deal.openPost')}
                      </a>
                    </p>
                  )}
                  <button type="button" className="button button--secondary button--small" aria-label={t('deal.draftsLabel', { content })} onClick={() => setOpen(deliverable)}>
                    {t('deal.drafts', { count: deliverable.drafts_count })}
                  </button>
                  {mayPublish && (deliverable.status === 'approved' || deliverable.status === 'published') && (
                    <CreatorPublishForm deliverable={deliverable} disclosure={disclosure} onSaved={() => changed(t('publish.saved'))} onConflict={() => void reloadCreatorWork(queryClient)} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {open && (
        <DeliverableDraftsDialog
          deliverable={open}
          may={{ submit: maySubmit, review: false, publish: false }}
          onChanged={(message) => changed(message)}
          onClose={() => setOpen(null)}
        />
      )}
    </article>
  );
}
