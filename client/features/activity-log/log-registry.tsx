import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { Banner } from '../../components/banner/banner';
import { useTimedBanner } from '../../components/banner/use-timed-banner';
import { AlertIcon, DownloadIcon, RefreshIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useAppServices } from '../../lib/app-services';
import { useDebouncedValue } from '../../lib/dom/use-debounced-value';
import { exportLogs } from './log-export';
import { LogFiltersBar } from './log-filters-bar';
import { logListQueryOptions } from './log-list-query';
import { LogPagination } from './log-pagination';
import { LogTable } from './log-table';
import { LOG_VIEW_LIMIT, logFilterQuery, logListQuery, NO_FILTERS, pageRange, viewablePages, type LogFilters } from './log-view';

/**
 * The log registry (spec sections 2 and 9): filters (the username search debounced 500 ms), 50
 * entries a page, at most 20 pages, back to page 1 whenever the filters change; and the CSV export
 * of exactly the filtered entries.
 */
export function LogRegistry() {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const banner = useTimedBanner();
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const username = useDebouncedValue(filters.username, LOG_SEARCH_DEBOUNCE_MS);
  const applied: LogFilters = { ...filters, username };
  const filterQuery = logFilterQuery(applied);
  const filterKey = JSON.stringify(filterQuery);
  const [paging, setPaging] = useState({ page: 1, filterKey });
  // Another filter means page 1 again.
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const logs = useQuery(logListQueryOptions(api, logListQuery(applied, page)));
  const list = logs.isError ? undefined : logs.data;
  const pages = list ? viewablePages(list.total) : 0;
  const range = list ? pageRange(page, list.logs.length, list.total) : null;

  const exportMutation = useMutation({
    mutationFn: () => exportLogs(api, filterQuery),
    onError: (error) => banner.show('error', apiErrorBody(error)?.detail ?? t('activityLog.export.failed')),
  });

  return (
    <div className="log-registry">
      <LogFiltersBar filters={filters} onChange={setFilters} />

      <div className="log-registry__toolbar">
        <p id="log-range" className="log-registry__range" aria-live="polite">
          {range && range.total > 0 && t('activityLog.range', range)}
        </p>
        <div className="log-registry__actions">
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

      {list && list.total > LOG_VIEW_LIMIT && (
        <p className="alert alert--info" role="note">
          <AlertIcon />
          {t('activityLog.limited', { limit: LOG_VIEW_LIMIT })}
        </p>
      )}

      {logs.isError ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{apiErrorBody(logs.error)?.detail ?? t('activityLog.loadFailed')}</span>
        </div>
      ) : !list ? (
        <p className="log-registry__empty" role="status">
          <Spinner />
          {t('common:app.loading')}
        </p>
      ) : list.total === 0 ? (
        <p className="log-registry__empty">{t('activityLog.empty')}</p>
      ) : (
        <>
          <LogTable logs={list.logs} busy={logs.isPlaceholderData} />
          {pages > 1 && <LogPagination page={page} pages={pages} onPage={(next) => setPaging({ page: next, filterKey })} />}
        </>
      )}
    </div>
  );
}
