import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can, SPONSOR_COLUMNS, SPONSOR_LIST_PAGE_SIZE, type ExportFormat } from '../../../contract';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { ExportButtons } from '../../components/data-table/export-buttons';
import { SavedViews, viewQuery } from '../../components/saved-views/saved-views';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { useListSelection } from '../../components/data-table/use-list-selection';
import { PlusIcon, UploadIcon } from '../../components/icons/icons';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { apiErrorBody } from '../../lib/api/api-errors';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { pageRange } from '../../components/pagination/page-range';
import { useAppServices } from '../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../lib/routing/use-list-view';
import { useSession } from '../../lib/session/use-session';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { exportSponsors } from './export-sponsors';
import { SponsorBulkBar } from './sponsor-bulk-bar';
import { SponsorFilters } from './sponsor-filters';
import { sponsorFilterOf, sponsorListQuery, sponsorListView, sponsorPageCount } from './sponsor-list-view';
import { ownerOptionsQueryOptions, sponsorListQueryOptions } from './sponsor-queries';
import { SponsorTable, useSponsorColumns } from './sponsor-table';

/** /sponsor: the agency's sponsors, searched, filtered, sorted and paged in the address. */
export function SponsorListPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const session = useSession();
  const controls = useListView(sponsorListView);
  const { view, show } = controls;
  const typed = (key: 'q' | 'tag') =>
    [view.filters[key] ?? '', (text: string) => sponsorListView.filterValue(key, text), (text: string) => show(sponsorListView.withFilters(view, { [key]: text }), { typing: key })] as const;
  const search = useTypedFilter(...typed('q'), LIST_SEARCH_DEBOUNCE_MS);
  const tag = useTypedFilter(...typed('tag'), LIST_SEARCH_DEBOUNCE_MS);
  const list = useQuery(sponsorListQueryOptions(api, sponsorListQuery(view)));
  const owners = useQuery(ownerOptionsQueryOptions(api));
  const columns = useSponsorColumns();
  const data = list.isError ? undefined : list.data;
  useKeepPageWithin(controls, data && !list.isPlaceholderData ? sponsorPageCount(data.total) : undefined);
  const pages = data ? sponsorPageCount(data.total) : 1;
  const range = data ? { ...pageRange(view.page, data.sponsors.length, SPONSOR_LIST_PAGE_SIZE), total: data.total } : null;
  const mayCreate = session ? can({ user_id: session.user.user_id, role: session.user.role }, 'create:sponsor') : false;
  const mayEdit = session ? can({ user_id: session.user.user_id, role: session.user.role }, 'update:sponsor') : false;
  const filtered = sponsorListView.hasFilters(view) || search.value.trim() !== '' || tag.value.trim() !== '';
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  const banner = useTimedBanner();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = sponsorListQuery(view);
  const filter = sponsorFilterOf(query);
  const { selection, clear, selectAllMatching, rows } = useListSelection(filter, data?.sponsors.map((sponsor) => sponsor.sponsor_id) ?? [], data?.total);
  const shownColumns = SPONSOR_COLUMNS.filter((column) => !view.hidden.includes(column));
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => exportSponsors(api, { ...filter, sort: view.sort, dir: view.dir, format, columns: shownColumns.join(',') }),
    onError: (error) => banner.show('error', apiErrorBody(error)?.detail ?? t('common:listExport.failed')),
  });
  const pendingText = { q: sponsorListView.filterValue('q', search.value) || undefined, tag: sponsorListView.filterValue('tag', tag.value) || undefined };

  return (
    <section className="sponsor-list" aria-labelledby="sponsor-list-title">
      <PageHeader
        titleId="sponsor-list-title"
        title={t('sponsors.title')}
        subtitle={t('sponsors.subtitle')}
        actions={
          <>
            {actor && can(actor, 'import:sponsor') && (
              <Link className="button button--secondary" to="/sponsor/import">
                <UploadIcon />
                {t('imports.openImport')}
              </Link>
            )}
            {mayCreate && (
              <Link className="button button--primary" to="/admin-home">
                <PlusIcon />
                {t('sponsors.new')}
              </Link>
            )}
          </>
        }
      />
      <SavedViews
        list="sponsors"
        current={viewQuery(searchParams)}
        onOpen={(saved) => void navigate({ search: saved ? `?${saved}` : '' })}
        onMessage={(kind, message) => banner.show(kind, message)}
      />
      <SponsorFilters
        filters={view.filters}
        search={search.value}
        tag={tag.value}
        onSearchChange={search.onChange}
        onTagChange={tag.onChange}
        // Any other change is shown at once, with what was typed in the text filters so far.
        onChange={(changes) => show(sponsorListView.withFilters(view, { ...pendingText, ...changes }))}
        owners={owners.data ?? []}
        clearable={filtered}
        onClear={() => {
          search.onChange('');
          tag.onChange('');
          show(sponsorListView.withFilters(view, sponsorListView.noFilters));
        }}
      />
      <div className="list-toolbar">
        <p id="sponsor-range" className="list-range" aria-live="polite">
          {range && range.total > 0 && t('sponsors.list.range', range)}
        </p>
        <div className="list-actions">
          <ColumnChooser columns={columns} hideable={sponsorListView.hideable} hidden={view.hidden} onChange={(hidden) => show(sponsorListView.withHidden(view, hidden))} />
          {actor && can(actor, 'export:sponsor') && (
            <ExportButtons running={exporting.isPending ? (exporting.variables ?? null) : null} disabled={!data || data.total === 0} onExport={(format) => exporting.mutate(format)} />
          )}
        </div>
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {selection && data && (
        <SponsorBulkBar
          selection={selection}
          onSelectAll={selectAllMatching}
          matchingTotal={data.total}
          owners={owners.data ?? []}
          mayArchive={actor ? can(actor, 'archive:sponsor') : false}
          onClear={clear}
          onDone={(message) => banner.show('success', message)}
          onProblem={(message) => banner.show('error', message)}
        />
      )}
      {!data ? (
        <ListLoadState failed={list.isError} failedText={t('sponsors.list.loadFailed')} retryText={t('sponsors.list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <SponsorTable
            columns={columns}
            sponsors={data.sponsors}
            busy={list.isPlaceholderData}
            sort={view}
            onSort={(column) => show(sponsorListView.withSort(view, column))}
            hidden={view.hidden}
            empty={filtered ? t('sponsors.list.empty') : t('sponsors.list.emptyAll')}
            selection={
              mayEdit
                ? {
                    ...rows,
                    rowLabel: (sponsor) => t('common:bulk.selectRow', { name: sponsor.display_name }),
                    pageLabel: t('common:bulk.selectPage'),
                  }
                : undefined
            }
          />
          {pages > 1 && (
            <Pagination
              page={view.page}
              pages={pages}
              onPage={(next) => show({ ...view, page: next })}
              labels={{
                pages: t('sponsors.list.pagination.label'),
                previous: t('sponsors.list.pagination.previous'),
                next: t('sponsors.list.pagination.next'),
                position: t('sponsors.list.pagination.position', { page: view.page, pages }),
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
