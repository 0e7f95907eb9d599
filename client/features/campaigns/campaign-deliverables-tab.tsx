import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { can, DELIVERABLE_STATUS_CHANGES, type CampaignDetail, type Deliverable, type DeliverableStatus } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { PlusIcon } from '../../components/icons/icons';
import { isEditConflict } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { formatCalendarDate } from '../../lib/i18n/format-date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSession } from '../../lib/session/use-session';
import { AddDeliverableDialog } from './add-deliverable-dialog';
import { CAMPAIGNS_QUERY_KEY, campaignDealsQueryOptions, campaignDeliverablesQueryOptions } from './campaign-queries';
import { DeliverableDraftsDialog } from './deliverable-drafts-dialog';
import { deliverableProblem } from './deliverable-errors';
import { DeliverableStatusBadge } from './deliverable-status-badge';

/** What each creator of the campaign delivers and by when, overdue by the agency's today; their drafts open in a dialog. */
export function CampaignDeliverablesTab({ campaign, readOnly }: { campaign: CampaignDetail; readOnly: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const language = usePageLanguage();
  const banner = useTimedBanner();
  const id = campaign.campaign_id;
  const deliverables = useQuery(campaignDeliverablesQueryOptions(api, id));
  const deals = useQuery(campaignDealsQueryOptions(api, id));
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Deliverable | null>(null);
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  const reload = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY, predicate: (query) => query.queryKey[1] === 'deliverables' || query.queryKey[1] === 'drafts' });
  const day = (value: string | null) => (value ? formatCalendarDate(value, language) : t('campaigns.none'));
  const activeDeals = (deals.data ?? []).filter((deal) => deal.status !== 'dropped');

  const move = useMutation({
    mutationFn: async ({ deliverable, status }: { deliverable: Deliverable; status: DeliverableStatus }) => {
      const response = await api.campaigns.changeDeliverableStatus.mutate({ params: { id: deliverable.deliverable_id }, body: { status, version: deliverable.version } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (deliverable) => {
      banner.show('success', t('campaigns.deliverables.statusChanged', { name: deliverable.creator.stage_name, status: t(`campaigns.deliverables.statuses.${deliverable.status}`) }));
      await reload();
    },
    onError: async (error) => {
      const stale = isEditConflict(error);
      banner.show('error', stale ? t('campaigns.deliverables.conflict') : deliverableProblem(t, error, t('campaigns.deliverables.failed')));
      await reload();
    },
  });

  const columns: DataTableColumn<Deliverable>[] = [
    { id: 'creator', label: t('campaigns.deliverables.columns.creator'), rowHeader: true, cell: (deliverable) => deliverable.creator.stage_name },
    { id: 'content', label: t('campaigns.deliverables.columns.content'), cell: (deliverable) => `${t(`creators.platforms.${deliverable.platform}`)} · ${t(`creators.deliverables.${deliverable.type}`)}` },
    { id: 'draft_due', label: t('campaigns.deliverables.columns.draftDue'), cell: (deliverable) => day(deliverable.draft_due_on) },
    { id: 'publish_due', label: t('campaigns.deliverables.columns.publishDue'), cell: (deliverable) => day(deliverable.publish_due_on) },
    { id: 'status', label: t('campaigns.deliverables.columns.status'), cell: (deliverable) => <DeliverableStatusBadge status={deliverable.status} overdue={deliverable.overdue} /> },
    {
      id: 'actions',
      label: t('campaigns.deliverables.columns.actions'),
      labelHidden: true,
      cell: (deliverable) => (
        <span className="deliverable-actions">
          <button type="button" className="button button--secondary button--small" aria-label={t('campaigns.deliverables.openLabel', { name: deliverable.creator.stage_name })} onClick={() => setOpen(deliverable)}>
            {t('campaigns.deliverables.open')} ({deliverable.drafts_count})
          </button>
          {!readOnly && DELIVERABLE_STATUS_CHANGES[deliverable.status].length > 0 && (
            <select
              className="field__input deal-status-select"
              aria-label={`${t('campaigns.deliverables.columns.status')}: ${deliverable.creator.stage_name}`}
              value=""
              disabled={move.isPending}
              onChange={(event) => event.target.value && move.mutate({ deliverable, status: event.target.value as DeliverableStatus })}
            >
              <option value="">{t('campaigns.board.moveTo')}…</option>
              {DELIVERABLE_STATUS_CHANGES[deliverable.status].map((status) => (
                <option key={status} value={status}>
                  {t(`campaigns.deliverables.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="campaign-deals">
      <div className="list-toolbar">
        <h2 className="campaign-deals__title">{t('campaigns.deliverables.title')}</h2>
        {!readOnly && (
          <div className="list-actions">
            <button type="button" className="button button--primary" disabled={activeDeals.length === 0} title={activeDeals.length === 0 ? t('campaigns.deliverables.noDeals') : undefined} onClick={() => setAdding(true)}>
              <PlusIcon />
              {t('campaigns.deliverables.add')}
            </button>
          </div>
        )}
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {!deliverables.data ? (
        <ListLoadState failed={deliverables.isError} failedText={t('campaigns.deliverables.loadFailed')} retryText={t('campaigns.list.retry')} onRetry={() => void deliverables.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={deliverables.data.deliverables}
          rowId={(deliverable) => String(deliverable.deliverable_id)}
          rowClassName={(deliverable) => (deliverable.overdue ? 'deliverable-row--overdue' : undefined)}
          // By creator, in the order they were added; the table offers no other.
          sort={{ sort: 'creator', dir: 'asc' }}
          onSort={() => undefined}
          hidden={[]}
          empty={<p className="list-note">{activeDeals.length === 0 ? t('campaigns.deliverables.noDeals') : t('campaigns.deliverables.empty')}</p>}
          busy={deliverables.isFetching}
          className="deal-table deliverable-table"
          frameClassName="deal-table-frame"
          caption={t('campaigns.deliverables.caption')}
        />
      )}
      {adding && (
        <AddDeliverableDialog
          campaignId={id}
          deals={activeDeals}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            banner.show('success', t('campaigns.deliverables.create.added'));
            void reload();
          }}
        />
      )}
      {open && (
        <DeliverableDraftsDialog
          deliverable={open}
          may={{
            submit: !readOnly && actor !== null && can(actor, 'submit:draft'),
            review: !readOnly && actor !== null && can(actor, 'review:draft'),
            publish: !readOnly && actor !== null && can(actor, 'update:campaign'),
          }}
          onChanged={(message) => banner.show('success', message)}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
