import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CREATOR_COLUMNS, CREATOR_LIST_PAGE_SIZE, can, type ExportFormat } from '../../../contract';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { ExportButtons } from '../../components/data-table/export-buttons';
import { ListLoadState } from '../../components/data-table/list-load-state';
import { useListSelection } from '../../components/data-table/use-list-selection';
import { PlusIcon, UploadIcon } from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { pageRange } from '../../components/pagination/page-range';
import { SavedViews, viewQuery } from '../../components/saved-views/saved-views';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../lib/routing/use-list-view';
import { useSession } from '../../lib/session/use-session';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { CreatorFilters } from './creator-filters';
import { creatorFilterOf, creatorListQuery, creatorListView, creatorPageCount } from './creator-list-view';
import { categoriesQueryOptions, creatorListQueryOptions, managerOptionsQueryOptions } from './creator-queries';
import { CreatorTable, useCreatorColumns } from './creator-table';
import { exportCreators } from './export-creators';
import { NewCreatorDialog } from './new-creator-dialog';
import { CreatorBulkBar } from './creator-bulk-bar';

/** /creatori: the creators, searched, filtered, sorted and paged in the address. */
export function CreatorListPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const banner = useTimedBanner();
  const [creating, setCreating] = useState(false);
  const controls = useListView(creatorListView);
  const { view, show } = controls;
  const typed = (key: 'q' | 'country') =>
    [view.filters[key] ?? '', (text: string) => creatorListView.filterValue(key, text), (text: string) => show(creatorListView.withFilters(view, { [key]: text }), { typing: key })] as const;
  const search = useTypedFilter(...typed('q'), LIST_SEARCH_DEBOUNCE_MS);
  const country = useTypedFilter(...typed('country'), LIST_SEARCH_DEBOUNCE_MS);
  const query = creatorListQuery(view);
  const list = useQuery(creatorListQueryOptions(api, query));
  const managers = useQuery(managerOptionsQueryOptions(api));
  const categories = useQuery(categoriesQueryOptions(api));
  const columns = useCreatorColumns();
  const data = list.isError ? undefined : list.data;
  useKeepPageWithin(controls, data && !list.isPlaceholderData ? creatorPageCount(data.total) : undefined);
  const pages = data ? creatorPageCount(data.total) : 1;
  const range = data ? { ...pageRange(view.page, data.creators.length, CREATOR_LIST_PAGE_SIZE), total: data.total } : null;
  const actor = session ? { user_id: session.user.user_id, role: session.user.role } : null;
  const filtered = creatorListView.hasFilters(view) || search.value.trim() !== '' || country.value.trim() !== '';
  const pendingText = { q: creatorListView.filterValue('q', search.value) || undefined, country: creatorListView.filterValue('country', country.value) || undefined };
  const shownColumns = CREATOR_COLUMNS.filter((column) => !view.hidden.includes(column));
  const filter = creatorFilterOf(query);
  const { selection, clear, selectAllMatching, rows } = useListSelection(filter, data?.creators.map((creator) => creator.creator_id) ?? [], data?.total);
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => exportCreators(api, { ...filter, sort: view.sort, dir: view.dir, format, columns: shownColumns.join(',') }),
    onError: (error) => banner.show('error', apiErrorBody(error)?.detail ?? t('common:listExport.failed')),
  });

  return (
    <section className="creator-list" aria-labelledby="creator-list-title">
      <PageHeader
        titleId="creator-list-title"
        title={t('creators.title')}
        subtitle={t('creators.subtitle')}
        actions={
          <>
            {actor && can(actor, 'import:creator') && (
              <Link className="button button--secondary" to="/creatori/import">
                <UploadIcon />
                {t('imports.openImport')}
              </Link>
            )}
            {actor && can(actor, 'create:creator') && (
              <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
                <PlusIcon />
                {t('creators.new')}
              </button>
            )}
          </>
        }
      />
      <SavedViews
        list="creators"
        current={viewQuery(searchParams)}
        onOpen={(saved) => void navigate({ search: saved ? `?${saved}` : '' })}
        onMessage={(kind, message) => banner.show(kind, message)}
      />
      <CreatorFilters
        filters={view.filters}
        search={search.value}
        country={country.value}
        onSearchChange={search.onChange}
        onCountryChange={country.onChange}
        onChange={(changes) => show(creatorListView.withFilters(view, { ...pendingText, ...changes }))}
        managers={managers.data ?? []}
        categories={categories.data ?? []}
        clearable={filtered}
        onClear={() => {
          search.onChange('');
          country.onChange('');
          show(creatorListView.withFilters(view, creatorListView.noFilters));
        }}
      />
      <div className="list-toolbar">
        <p id="creator-range" className="list-range" aria-live="polite">
          {range && range.total > 0 && t('creators.list.range', range)}
        </p>
        <div className="list-actions">
          <ColumnChooser columns={columns} hideable={creatorListView.hideable} hidden={view.hidden} onChange={(hidden) => show(creatorListView.withHidden(view, hidden))} />
          {actor && can(actor, 'export:creator') && (
            <ExportButtons running={exporting.isPending ? (exporting.variables ?? null) : null} disabled={!data || data.total === 0} onExport={(format) => exporting.mutate(format)} />
          )}
        </div>
      </div>
      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />
      {selection && data && actor && (
        <CreatorBulkBar
          selection={selection}
          onSelectAll={selectAllMatching}
          matchingTotal={data.total}
          managers={managers.data ?? []}
          categories={categories.data ?? []}
          may={{ status: can(actor, 'update:creator:status'), archive: can(actor, 'archive:creator') }}
          onClear={clear}
          onDone={(message) => banner.show('success', message)}
          onProblem={(message) => banner.show('error', message)}
        />
      )}
      {!data ? (
        <ListLoadState failed={list.isError} failedText={t('creators.list.loadFailed')} retryText={t('creators.list.retry')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <CreatorTable
            columns={columns}
            creators={data.creators}
            busy={list.isPlaceholderData}
            sort={view}
            onSort={(column) => show(creatorListView.withSort(view, column))}
            hidden={view.hidden}
            empty={filtered ? t('creators.list.empty') : t('creators.list.emptyAll')}
            selection={
              actor && can(actor, 'update:creator')
                ? {
                    ...rows,
                    rowLabel: (creator) => t('common:bulk.selectRow', { name: creator.stage_name }),
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
                pages: t('creators.list.pagination.label'),
                previous: t('creators.list.pagination.previous'),
                next: t('creators.list.pagination.next'),
                position: t('creators.list.pagination.position', { page: view.page, pages }),
              }}
            />
          )}
        </>
      )}
      {creating && <NewCreatorDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
