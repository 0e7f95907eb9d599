import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LOG_COUNT_CAP, LOG_PAGE_SIZE } from '../../../contract';
import { LOG_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { Banner } from '../../components/banner/banner';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { AlertIcon, DownloadIcon, RefreshIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../lib/routing/use-list-view';
import { exportLogs } from './log-export';
import { LogFiltersBar } from './log-filters-bar';
import { logListQueryOf, logListQueryOptions } from './log-list-query';
import { logListView } from './log-list-view';
import { Pagination } from '../../components/pagination/pagination';
import { pageRange } from '../../components/pagination/page-range';
import { LogTable, useLogColumns } from './log-table';
import { logFilterQuery, viewablePages } from './log-view';

/**
 * The log registry (spec sections 2 and 9): filters (the username search debounced 500 ms), 50
 * entries a page, at most 20 pages, back to page 1 whenever the filters change; and the CSV export
 * of exactly the filtered entries.
 */
export function LogRegistry() {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const banner = useTimedBanner();
  const { view, show } = useListView(logListView);
  const columns = useLogColumns();
  const search = useTypedFilter(
    view.filters.username ?? '',
    (text) => logListView.filterValue('username', text),
    (text) => show(logListView.withFilters(view, { username: text }), { typing: 'username' }),
    LOG_SEARCH_DEBOUNCE_MS,
  );
  const filterQuery = logFilterQuery(view.filters);
  const page = view.page;
  const logs = useQuery(logListQueryOptions(api, logListQueryOf(view)));
  const list = logs.isError ? undefined : logs.data;
  const pages = list ? viewablePages(list.total) : 0;
  useKeepPageWithin({ view, show }, list && !logs.isPlaceholderData ? pages : undefined);
  const range = list ? { ...pageRange(page, list.logs.length, LOG_PAGE_SIZE), total: list.total } : null;

  const exportMutation = useMutation({
    mutationFn: () => exportLogs(api, filterQuery),
    onError: (error) => banner.show('error', apiErrorBody(error)?.detail ?? t('activityLog.export.failed')),
  });

  return (
    <div className="log-registry">
      <LogFiltersBar
        filters={view.filters}
        search={search.value}
        onSearchChange={search.onChange}
        // Any other change is shown at once, with what was typed in the search so far.
        onChange={(changes) => show(logListView.withFilters(view, { username: logListView.filterValue('username', search.value) || undefined, ...changes }))}
        clearable={logListView.hasFilters(view) || search.value.trim() !== ''}
        onClear={() => {
          search.onChange('');
          show(logListView.withFilters(view, logListView.noFilters));
        }}
      />

      <div className="log-registry__toolbar">
        <p id="log-range" className="log-registry__range" aria-live="polite">
          {range && range.total > 0 && t(list?.total_capped ? 'activityLog.rangeMoreThan' : 'activityLog.range', range)}
        </p>
        <div className="log-registry__actions">
          <ColumnChooser
            columns={columns}
            hideable={logListView.hideable}
            hidden={view.hidden}
            onChange={(hidden) => show(logListView.withHidden(view, hidden))}
          />
          <button type="button" className="button button--secondary" disabled={logs.isFetching} aria-busy={logs.isFetching} onClick={() => void logs.refetch()}>
            {logs.isFetching ? <Spinner /> : <RefreshIcon className="log-registry__button-icon" />}
            {t('activityLog.refresh')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={exportMutation.isPending || !list || list.total === 0}
            aria-busy={exportMutation.isPending}
            onClick={() => exportMutation.mutate()}
          >
            {exportMutation.isPending ? <Spinner /> : <DownloadIcon className="log-registry__button-icon" />}
            {exportMutation.isPending ? t('activityLog.export.running') : t('activityLog.export.button')}
          </button>
        </div>
      </div>

      <Banner message={banner.banner} dismissLabel={t('common:banner.dismiss')} onDismiss={banner.dismiss} />

      {list?.total_capped && (
        <p className="alert alert--info" role="note">
          <AlertIcon />
          {t('activityLog.limited', { limit: LOG_COUNT_CAP })}
        </p>
      )}

      {logs.isError ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{apiErrorBody(logs.error)?.detail ?? t('activityLog.loadFailed')}</span>
        </div>
      ) : !list ? (
        <p className="list-note" role="status">
          <Spinner />
          {t('common:app.loading')}
        </p>
      ) : (
        <>
          <LogTable
            columns={columns}
            logs={list.logs}
            busy={logs.isPlaceholderData}
            sort={view}
            onSort={(column) => show(logListView.withSort(view, column))}
            hidden={view.hidden}
          />
          {pages > 1 && (
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) => show({ ...view, page: next })}
              labels={{
                pages: t('activityLog.pagination.label'),
                previous: t('activityLog.pagination.previous'),
                next: t('activityLog.pagination.next'),
                position: t('activityLog.pagination.position', { page, pages }),
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
