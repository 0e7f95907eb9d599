import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DEAL_STATUS_CHANGES, DEAL_STATUSES, type CampaignDetail, type Deal, type DealStatus } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { StatusBoard } from '../../components/board/status-board';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { BoardIcon, ListIcon, PlusIcon } from '../../components/icons/icons';
import { isEditConflict } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { formatMoney } from '../../lib/money/money';
import { AddCreatorsDialog } from './add-creators-dialog';
import { campaignProblems } from './campaign-errors';
import { campaignDealsQueryOptions, reloadAfterDealChange } from './campaign-queries';
import { DealStatusBadge } from './campaign-status-badge';
import { DealDialog, DropDealDialog, type DealChangesBody } from './deal-dialogs';

const DEALS_LAYOUT_PARAM = 'deals';
const DEAL_LAYOUTS = ['table', 'board'] as const;

interface CampaignDealsTabProps {
  campaign: CampaignDetail;
  readOnly: boolean;
  money: 'hidden' | 'read' | 'edit';
}

/** The creators in the campaign: their deals as a table or a board by status, priced, moved along, added from the roster. */
export function CampaignDealsTab({ campaign, readOnly, money }: CampaignDealsTabProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const language = usePageLanguage();
  const banner = useTimedBanner();
  const [searchParams, setSearchParams] = useSearchParams();
  const layout = searchParams.get(DEALS_LAYOUT_PARAM) === 'board' ? 'board' : 'table';
  const deals = useQuery(campaignDealsQueryOptions(api, campaign.campaign_id));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Deal | null>(null);
  const [dropping, setDropping] = useState<Deal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = campaign.campaign_id;
  const reload = () => reloadAfterDealChange(queryClient, id);

  const failed = async (error: unknown, show: (message: string) => void) => {
    const stale = isEditConflict(error);
    const problems = campaignProblems(t, error, t('campaigns.deals.failed'));
    show(stale ? t('campaigns.deals.conflict') : (problems.general ?? problems.fields[0]?.message ?? t('campaigns.deals.failed')));
    await reload();
  };

  const move = useMutation({
    mutationFn: async ({ deal, status, reason }: { deal: Deal; status: DealStatus; reason?: string | null }) => {
      const response = await api.campaigns.changeDealStatus.mutate({ params: { id, dealId: deal.deal_id }, body: { status, version: deal.version, ...(reason ? { drop_reason: reason } : {}) } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (deal) => {
      setDropping(null);
      banner.show('success', t('campaigns.deals.statusChanged', { name: deal.creator.stage_name, status: t(`campaigns.deals.statuses.${deal.status}`) }));
      await reload();
    },
    onError: (error) => failed(error, (message) => banner.show('error', message)),
  });

  const update = useMutation({
    mutationFn: async ({ deal, changes }: { deal: Deal; changes: DealChangesBody }) => {
      const response = await api.campaigns.updateDeal.mutate({ params: { id, dealId: deal.deal_id }, body: { ...changes, version: deal.version } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async () => {
      setEditing(null);
      banner.show('success', t('campaigns.deals.saved'));
      await reload();
    },
    onError: (error) => failed(error, setProblem),
  });

  const requestMove = (deal: Deal, status: DealStatus) => (status === 'dropped' ? setDropping(deal) : move.mutate({ deal, status }));
  const amount = (deal: Deal, minor: number | null | undefined) => (minor === null || minor === undefined ? t('campaigns.none') : formatMoney(minor, deal.currency, language));
  const creatorLink = (deal: Deal) => (
    <span className="deal-creator">
      <Link to={`/creatori/${deal.creator.creator_id}`}>{deal.creator.stage_name}</Link>
      {deal.creator.primary_account && <span className="deal-creator__handle">@{deal.creator.primary_account.handle}</span>}
    </span>
  );

  const columns: DataTableColumn<Deal>[] = [
    { id: 'creator', label: t('campaigns.deals.columns.creator'), rowHeader: true, cell: creatorLink },
    {
      id: 'status',
      label: t('campaigns.deals.columns.status'),
      cell: (deal) =>
        readOnly ? (
          <DealStatusBadge status={deal.status} />
        ) : (
          <select
            className="field__input deal-status-select"
            aria-label={`${t('campaigns.deals.columns.status')}: ${deal.creator.stage_name}`}
            value={deal.status}
            disabled={move.isPending}
            onChange={(event) => requestMove(deal, event.target.value as DealStatus)}
          >
            {[deal.status, ...DEAL_STATUS_CHANGES[deal.status]].map((status) => (
              <option key={status} value={status}>
                {t(`campaigns.deals.statuses.${status}`)}
              </option>
            ))}
          </select>
        ),
    },
    ...(money === 'hidden'
      ? []
      : [
          { id: 'fee', label: t('campaigns.deals.columns.fee'), className: 'data-table__number', cell: (deal: Deal) => amount(deal, deal.fee_gross_minor) },
          { id: 'commission', label: t('campaigns.deals.columns.commission'), className: 'data-table__number', cell: (deal: Deal) => (deal.commission_bps === undefined ? t('campaigns.none') : `${deal.commission_bps / 100}%`) },
          { id: 'net', label: t('campaigns.deals.columns.net'), className: 'data-table__number', cell: (deal: Deal) => amount(deal, deal.creator_net_minor) },
        ]),
    ...(readOnly
      ? []
      : [
          {
            id: 'actions',
            label: t('campaigns.deals.columns.actions'),
            labelHidden: true,
            cell: (deal: Deal) => (
              <button type="button" className="button button--secondary button--small" onClick={() => { setProblem(null); setEditing(deal); }} aria-label={`${t('campaigns.deals.edit')}: ${deal.creator.stage_name}`}>
                {t('campaigns.deals.edit')}
              </button>
            ),
          },
        ]),
  ];

  const showLayout = (next: (typeof DEAL_LAYOUTS)[number]) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'board') params.set(DEALS_LAYOUT_PARAM, 'board');
    else params.delete(DEALS_LAYOUT_PARAM);
    setSearchParams(params);
  };

  return (
    <div className="campaign-deals">
      <div className="list-toolbar">
        <h2 className="campaign-deals__title">{t('campaigns.deals.title')}</h2>
        <div className="list-actions">
          <div className="segmented" role="group" aria-label={t('campaigns.deals.layout.label')}>
            {DEAL_LAYOUTS.map((option) => (
              <button key={option} type="button" className="segmented__option" aria-pressed={layout === option} onClick={() => showLayout(option)}>
                {option === 'board' ? <BoardIcon /> : <ListIcon />}
                {t(`campaigns.deals.layout.${option}`)}
              </button>
            ))}
          </div>
          {!readOnly && (
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              <PlusIcon />
              {t('campaigns.deals.add')}
            </button>
          )}
        </div>
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {!deals.data ? (
        <ListLoadState failed={deals.isError} failedText={t('campaigns.deals.loadFailed')} retryText={t('campaigns.list.retry')} onRetry={() => void deals.refetch()} />
      ) : layout === 'board' ? (
        <StatusBoard<Deal>
          className="deal-board"
          columns={DEAL_STATUSES.map((status) => {
            const items = deals.data.filter((deal) => deal.status === status);
            return { id: status, label: t(`campaigns.deals.statuses.${status}`), total: items.length, items };
          })}
          itemId={(deal) => String(deal.deal_id)}
          itemName={(deal) => deal.creator.stage_name}
          columnOf={(deal) => deal.status}
          movesOf={(deal) => DEAL_STATUS_CHANGES[deal.status]}
          onMove={(deal, to) => requestMove(deal, to as DealStatus)}
          readOnly={readOnly || move.isPending}
          texts={{
            label: t('campaigns.deals.boardLabel'),
            help: t('campaigns.board.dragHelp'),
            handle: (name) => `${t('campaigns.board.moveTo')}: ${name}`,
            moveTo: t('campaigns.board.moveTo'),
            count: (count) => t('campaigns.deals.count', { count }),
            empty: t('campaigns.board.empty'),
            pickedUp: (name) => t('campaigns.board.pickedUp', { name }),
            over: (name, column) => t('campaigns.board.over', { name, column }),
            dropped: (name, column) => t('campaigns.board.dropped', { name, column }),
            cancelled: (name) => t('campaigns.board.cancelled', { name }),
          }}
          renderCard={(deal) => (
            <>
              {creatorLink(deal)}
              {money !== 'hidden' && <span className="status-board__meta">{deal.fee_gross_minor === null || deal.fee_gross_minor === undefined ? t('campaigns.deals.noFee') : amount(deal, deal.fee_gross_minor)}</span>}
            </>
          )}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={deals.data}
          rowId={(deal) => String(deal.deal_id)}
          // In the order the creators were added; the table offers no other.
          sort={{ sort: 'creator', dir: 'asc' }}
          onSort={() => undefined}
          hidden={[]}
          empty={<p className="list-note">{t('campaigns.deals.empty')}</p>}
          busy={deals.isFetching}
          className="deal-table"
          frameClassName="deal-table-frame"
          caption={t('campaigns.deals.caption')}
        />
      )}
      {adding && deals.data && (
        <AddCreatorsDialog
          campaignId={id}
          present={new Set(deals.data.map((deal) => deal.creator.creator_id))}
          onClose={() => setAdding(false)}
          onAdded={(added) => {
            setAdding(false);
            banner.show('success', t('campaigns.addCreators.added', { count: added }));
            void reload();
          }}
        />
      )}
      {editing && <DealDialog deal={editing} money={money} busy={update.isPending} problem={problem} onSave={(changes) => update.mutate({ deal: editing, changes })} onClose={() => setEditing(null)} />}
      {dropping && <DropDealDialog deal={dropping} busy={move.isPending} onDrop={(reason) => move.mutate({ deal: dropping, status: 'dropped', reason })} onClose={() => setDropping(null)} />}
    </div>
  );
}
