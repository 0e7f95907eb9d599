import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Creator, CreatorListSortColumn, SortDirection } from '../../../contract';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time/date-time';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { CreatorStatusBadge } from './creator-status-badge';

/** The list's columns, in their order on screen; the name links to the creator's page. */
export function useCreatorColumns(): DataTableColumn<Creator>[] {
  const { t } = useTranslation('admin');
  const language = usePageLanguage();
  return useMemo(() => {
    const none = t('creators.none');
    const number = new Intl.NumberFormat(language);
    return [
      {
        id: 'stage_name',
        label: t('creators.columns.stage_name'),
        sortable: true,
        rowHeader: true,
        className: 'creator-table__name',
        cell: (creator) => <Link to={`/creatori/${creator.creator_id}`}>{creator.stage_name}</Link>,
      },
      { id: 'status', label: t('creators.columns.status'), sortable: true, cell: (creator) => <CreatorStatusBadge status={creator.status} archived={creator.archived_at !== null} /> },
      {
        id: 'primary_account',
        label: t('creators.columns.primary_account'),
        cell: (creator) => (creator.primary_account ? `${t(`creators.platforms.${creator.primary_account.platform}`)} · @${creator.primary_account.handle}` : none),
      },
      { id: 'followers', label: t('creators.columns.followers'), sortable: true, className: 'creator-table__number', cell: (creator) => number.format(creator.followers) },
      { id: 'categories', label: t('creators.columns.categories'), cell: (creator) => (creator.categories.length > 0 ? creator.categories.map((category) => category.name).join(', ') : none) },
      { id: 'manager', label: t('creators.columns.manager'), cell: (creator) => creator.primary_manager?.username ?? none },
      { id: 'country', label: t('creators.columns.country'), cell: (creator) => creator.country ?? none },
      { id: 'city', label: t('creators.columns.city'), cell: (creator) => creator.city ?? none },
      { id: 'email', label: t('creators.columns.email'), cell: (creator) => creator.email ?? none },
      { id: 'updated_at', label: t('creators.columns.updated_at'), sortable: true, className: 'creator-table__number', cell: (creator) => <DateTime value={creator.updated_at} /> },
    ];
  }, [t, language]);
}

interface CreatorTableProps {
  columns: DataTableColumn<Creator>[];
  creators: Creator[];
  busy: boolean;
  sort: { sort: CreatorListSortColumn; dir: SortDirection };
  onSort: (column: CreatorListSortColumn) => void;
  hidden: readonly string[];
  empty: string;
  selection?: DataTableSelection<Creator> | undefined;
}

export function CreatorTable({ columns, creators, busy, sort, onSort, hidden, empty, selection }: CreatorTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      columns={columns}
      rows={creators}
      rowId={(creator) => String(creator.creator_id)}
      sort={sort}
      onSort={(column) => onSort(column as CreatorListSortColumn)}
      hidden={hidden}
      {...(selection ? { selection } : {})}
      empty={<p className="list-note">{empty}</p>}
      busy={busy}
      className="creator-table"
      frameClassName="creator-table-frame"
      caption={t('creators.list.caption')}
      describedBy="creator-range"
    />
  );
}
