import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Campaign, CampaignListSortColumn, SortDirection } from '../../../contract';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time/date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { formatMoney } from '../../lib/money/money';
import { campaignPeriod } from './campaign-period';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The list's columns, in their order on screen; the name links to the campaign's page. The budget only for who may read money. */
export function useCampaignColumns(): DataTableColumn<Campaign>[] {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  return useMemo(() => {
    const none = t('campaigns.none');
    return [
      {
        id: 'name',
        label: t('campaigns.columns.name'),
        sortable: true,
        rowHeader: true,
        className: 'campaign-table__name',
        cell: (campaign) => (
          <span className="campaign-table__identity">
            <Link to={`/campagne/${campaign.campaign_id}`}>{campaign.name}</Link>
            {campaign.code && <span className="campaign-table__code">{campaign.code}</span>}
          </span>
        ),
      },
      { id: 'sponsor', label: t('campaigns.columns.sponsor'), cell: (campaign) => campaign.sponsor.display_name },
      { id: 'status', label: t('campaigns.columns.status'), sortable: true, cell: (campaign) => <CampaignStatusBadge status={campaign.status} archived={campaign.archived_at !== null} /> },
      { id: 'owner', label: t('campaigns.columns.owner'), cell: (campaign) => campaign.owner?.username ?? none },
      {
        id: 'period',
        label: t('campaigns.columns.period'),
        cell: (campaign) => campaignPeriod(campaign.starts_on, campaign.ends_on, language, (from, to) => t('campaigns.period', { from, to })) ?? none,
      },
      { id: 'deals', label: t('campaigns.columns.deals'), className: 'data-table__number', cell: (campaign) => campaign.deals_count },
      {
        id: 'budget',
        label: t('campaigns.columns.budget'),
        className: 'data-table__number',
        cell: (campaign) => (campaign.budget_minor === undefined || campaign.budget_minor === null ? none : formatMoney(campaign.budget_minor, campaign.currency, language)),
      },
      { id: 'updated_at', label: t('campaigns.columns.updated_at'), sortable: true, cell: (campaign) => <DateTime value={campaign.updated_at} /> },
    ];
  }, [t, language]);
}

interface CampaignTableProps {
  columns: DataTableColumn<Campaign>[];
  campaigns: Campaign[];
  busy: boolean;
  sort: { sort: CampaignListSortColumn; dir: SortDirection };
  onSort: (column: CampaignListSortColumn) => void;
  hidden: readonly string[];
  empty: string;
}

export function CampaignTable({ columns, campaigns, busy, sort, onSort, hidden, empty }: CampaignTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      columns={columns}
      rows={campaigns}
      rowId={(campaign) => String(campaign.campaign_id)}
      sort={sort}
      onSort={(column) => onSort(column as CampaignListSortColumn)}
      hidden={hidden}
      empty={<p className="list-note">{empty}</p>}
      busy={busy}
      className="campaign-table"
      frameClassName="campaign-table-frame"
      caption={t('campaigns.list.caption')}
      describedBy="campaign-range"
    />
  );
}
