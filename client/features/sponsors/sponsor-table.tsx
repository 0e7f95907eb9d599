import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Sponsor, SponsorListSortColumn, SortDirection } from '../../../contract';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time/date-time';
import { SponsorLogo } from './sponsor-logo';
import { SponsorStatusBadge } from './sponsor-status-badge';

/** The list's columns, in their order on screen; the name links to the sponsor's page. */
export function useSponsorColumns(): DataTableColumn<Sponsor>[] {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const none = t('sponsors.none');
    return [
      {
        id: 'display_name',
        label: t('sponsors.columns.display_name'),
        sortable: true,
        rowHeader: true,
        className: 'sponsor-table__name',
        cell: (sponsor) => (
          <span className="sponsor-table__identity">
            <SponsorLogo name={sponsor.display_name} url={sponsor.logo_url} />
            <Link to={`/sponsor/${sponsor.sponsor_id}`}>{sponsor.display_name}</Link>
          </span>
        ),
      },
      {
        id: 'status',
        label: t('sponsors.columns.status'),
        sortable: true,
        cell: (sponsor) => <SponsorStatusBadge status={sponsor.status} archived={sponsor.archived_at !== null} />,
      },
      { id: 'owner', label: t('sponsors.columns.owner'), cell: (sponsor) => sponsor.owner?.username ?? none },
      {
        id: 'contact',
        label: t('sponsors.columns.contact'),
        cell: (sponsor) =>
          sponsor.primary_contact ? (
            <span className="sponsor-table__contact">
              <span>{sponsor.primary_contact.name}</span>
              {sponsor.primary_contact.email && <span className="sponsor-table__muted">{sponsor.primary_contact.email}</span>}
            </span>
          ) : (
            none
          ),
      },
      { id: 'vat_number', label: t('sponsors.columns.vat_number'), className: 'sponsor-table__code', cell: (sponsor) => sponsor.vat_number ?? none },
      { id: 'city', label: t('sponsors.columns.city'), cell: (sponsor) => sponsor.city ?? none },
      {
        id: 'tags',
        label: t('sponsors.columns.tags'),
        cell: (sponsor) =>
          sponsor.tags.length > 0 ? (
            <span className="tag-list">
              {sponsor.tags.map((tag) => (
                <span key={tag} className="tag">
                  {tag}
                </span>
              ))}
            </span>
          ) : (
            none
          ),
      },
      {
        id: 'payment_terms_days',
        label: t('sponsors.columns.payment_terms_days'),
        sortable: true,
        cell: (sponsor) => t('sponsors.days', { count: sponsor.payment_terms_days }),
      },
      { id: 'updated_at', label: t('sponsors.columns.updated_at'), sortable: true, cell: (sponsor) => <DateTime value={sponsor.updated_at} /> },
    ];
  }, [t]);
}

interface SponsorTableProps {
  columns: DataTableColumn<Sponsor>[];
  sponsors: Sponsor[];
  busy: boolean;
  sort: { sort: SponsorListSortColumn; dir: SortDirection };
  onSort: (column: SponsorListSortColumn) => void;
  hidden: readonly string[];
  empty: string;
  selection?: DataTableSelection<Sponsor> | undefined;
}

export function SponsorTable({ columns, sponsors, busy, sort, onSort, hidden, empty, selection }: SponsorTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      columns={columns}
      rows={sponsors}
      rowId={(sponsor) => String(sponsor.sponsor_id)}
      sort={sort}
      onSort={(column) => onSort(column as SponsorListSortColumn)}
      hidden={hidden}
      {...(selection ? { selection } : {})}
      empty={<p className="list-note">{empty}</p>}
      busy={busy}
      className="sponsor-table"
      frameClassName="sponsor-table-frame"
      caption={t('sponsors.list.caption')}
      describedBy="sponsor-range"
    />
  );
}
