import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { can, CAMPAIGN_LIST_PAGE_SIZE, type CampaignCard, type CampaignStatus } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { BoardIcon, ListIcon, PlusIcon } from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { pageRange } from '../../components/pagination/page-range';
import { useAppServices } from '../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../lib/routing/use-list-view';
import { useSession } from '../../lib/session/use-session';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { CampaignBoard } from './campaign-board';
import { campaignProblems } from './campaign-errors';
import { CampaignFilters } from './campaign-filters';
import { CAMPAIGN_LAYOUTS, campaignFilterOf, campaignLayoutOf, campaignListQuery, campaignListView, campaignPageCount, LAYOUT_PARAM, type CampaignLayout } from './campaign-list-view';
import { campaignBoardQueryOptions, campaignListQueryOptions, campaignOwnerOptionsQueryOptions, sponsorOptionsQueryOptions, storeSavedCampaign } from './campaign-queries';
import { CampaignTable, useCampaignColumns } from './campaign-table';
import { NewCampaignDialog } from './new-campaign-dialog';

/** /campagne: the campaigns as a paged table or as a board by status, searched and filtered in the address. */
export function CampaignListPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const session = useSession();
  const controls = useListView(campaignListView);
  const { view, show } = controls;
  const [searchParams, setSearchParams] = useSearchParams();
  const layout = campaignLayoutOf(searchParams);
  const search = useTypedFilter(view.filters.q ?? '', (text) => campaignListView.filterValue('q', text), (text) => show(campaignListView.withFilters(view, { q: text }), { typing: 'q' }), LIST_SEARCH_DEBOUNCE_MS);
  const query = campaignListQuery(view);
  const list = useQuery({ ...campaignListQueryOptions(api, query), enabled: layout === 'list' });
  const board = useQuery({ ...campaignBoardQueryOptions(api, campaignFilterOf(query)), enabled: layout === 'board' });
  const sponsors = useQuery(sponsorOptionsQueryOptions(api));
  const owners = useQuery(campaignOwnerOptionsQueryOptions(api));
  const columns = useCampaignColumns();
  const banner = useTimedBanner();
  const [creating, setCreating] = useState(false);
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  const data = list.isError ? undefined : list.data;
  useKeepPageWithin(controls, layout === 'list' && data && !list.isPlaceholderData ? campaignPageCount(data.total) : undefined);
  const pages = data ? campaignPageCount(data.total) : 1;
  const range = data ? { ...pageRange(view.page, data.campaigns.length, CAMPAIGN_LIST_PAGE_SIZE), total: data.total } : null;
  const filtered = campaignListView.hasFilters(view) || search.value.trim() !== '';
  const visibleColumns = actor && can(actor, 'read:money') ? columns : columns.filter((column) => column.id !== 'budget');

  const move = useMutation({
    mutationFn: async ({ campaign, status }: { campaign: CampaignCard; status: CampaignStatus }) => {
      const response = await api.campaigns.changeStatus.mutate({ params: { id: campaign.campaign_id }, body: { status, version: campaign.version } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (campaign) => {
      banner.show('success', t('campaigns.board.moved', { name: campaign.name, status: t(`campaigns.statuses.${campaign.status}`) }));
      await storeSavedCampaign(queryClient, campaign);
    },
    onError: async (error) => {
      const problems = campaignProblems(t, error, t('campaigns.record.failed'));
      banner.show('error', problems.general ?? problems.fields[0]?.message ?? t('campaigns.record.failed'));
      await board.refetch();
    },
  });

  const showLayout = (next: CampaignLayout) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'board') params.set(LAYOUT_PARAM, 'board');
    else params.delete(LAYOUT_PARAM);
    setSearchParams(params);
  };

  return (
    <section className="campaign-list" aria-labelledby="campaign-list-title">
      <PageHeader
        titleId="campaign-list-title"
        title={t('campaigns.title')}
        subtitle={t('campaigns.subtitle')}
        actions={
          actor &&
          can(actor, 'create:campaign') && (
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              <PlusIcon />
              {t('campaigns.new')}
            </button>
          )
        }
      />
      <CampaignFilters
        filters={view.filters}
        search={search.value}
        onSearchChange={search.onChange}
        onChange={(changes) => show(campaignListView.withFilters(view, { q: campaignListView.filterValue('q', search.value) || undefined, ...changes }))}
        sponsors={sponsors.data ?? []}
        owners={owners.data ?? []}
        withStatus={layout === 'list'}
        clearable={filtered}
        onClear={() => {
          search.onChange('');
          show(campaignListView.withFilters(view, campaignListView.noFilters));
        }}
      />
      <div className="list-toolbar">
        <p id="campaign-range" className="list-range" aria-live="polite">
          {layout === 'list' && range && range.total > 0 && t('campaigns.list.range', range)}
        </p>
        <div className="list-actions">
          <div className="segmented" role="group" aria-label={t('campaigns.layout.label')}>
            {CAMPAIGN_LAYOUTS.map((option) => (
              <button key={option} type="button" className="segmented__option" aria-pressed={layout === option} onClick={() => showLayout(option)}>
                {option === 'board' ? <BoardIcon /> : <ListIcon />}
                {t(`campaigns.layout.${option}`)}
              </button>
            ))}
          </div>
          {layout === 'list' && (
            <ColumnChooser columns={visibleColumns} hideable={campaignListView.hideable} hidden={view.hidden} onChange={(hidden) => show(campaignListView.withHidden(view, hidden))} />
          )}
        </div>
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {layout === 'board' ? (
        board.data ? (
          <CampaignBoard board={board.data} readOnly={!actor || !can(actor, 'update:campaign') || move.isPending} onMove={(campaign, status) => move.mutate({ campaign, status })} />
        ) : (
          <ListLoadState failed={board.isError} failedText={t('campaigns.list.loadFailed')} retryText={t('campaigns.list.retry')} onRetry={() => void board.refetch()} />
        )
      ) : !data ? (
        <ListLoadState failed={list.isError} failedText={t('campaigns.list.loadFailed')} retryText={t('campaigns.list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <CampaignTable
            columns={visibleColumns}
            campaigns={data.campaigns}
            busy={list.isPlaceholderData}
            sort={view}
            onSort={(column) => show(campaignListView.withSort(view, column))}
            hidden={view.hidden}
            empty={filtered ? t('campaigns.list.empty') : t('campaigns.list.emptyAll')}
          />
          {pages > 1 && (
            <Pagination
              page={view.page}
              pages={pages}
              onPage={(next) => show({ ...view, page: next })}
              labels={{
                pages: t('campaigns.list.pagination.label'),
                previous: t('campaigns.list.pagination.previous'),
                next: t('campaigns.list.pagination.next'),
                position: t('campaigns.list.pagination.position', { page: view.page, pages }),
              }}
            />
          )}
        </>
      )}
      {creating && <NewCampaignDialog sponsorId={view.filters.sponsor} onClose={() => setCreating(false)} />}
    </section>
  );
}
