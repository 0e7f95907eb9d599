import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, SPONSOR_LIST_PAGE_SIZE } from '../../../contract';
import { ColumnChooser } from '../../components/data-table/column-chooser';
import { AlertIcon, PlusIcon } from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { pageRange } from '../../components/pagination/page-range';
import { Spinner } from '../../components/spinner/spinner';
import { useAppServices } from '../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../lib/routing/use-list-view';
import { useSession } from '../../lib/session/use-session';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { SponsorFilters } from './sponsor-filters';
import { sponsorListQuery, sponsorListView, sponsorPageCount } from './sponsor-list-view';
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
  const filtered = sponsorListView.hasFilters(view) || search.value.trim() !== '' || tag.value.trim() !== '';
  const pendingText = { q: sponsorListView.filterValue('q', search.value) || undefined, tag: sponsorListView.filterValue('tag', tag.value) || undefined };

  return (
    <section className="sponsor-list" aria-labelledby="sponsor-list-title">
      <PageHeader
        titleId="sponsor-list-title"
        title={t('sponsors.title')}
        subtitle={t('sponsors.subtitle')}
        actions={
          mayCreate && (
            <Link className="button button--primary" to="/admin-home">
              <PlusIcon />
              {t('sponsors.new')}
            </Link>
          )
        }
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
        <ColumnChooser columns={columns} hideable={sponsorListView.hideable} hidden={view.hidden} onChange={(hidden) => show(sponsorListView.withHidden(view, hidden))} />
      </div>
      {list.isError ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon />
          <span>{t('sponsors.list.loadFailed')}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => void list.refetch()}>
            {t('sponsors.list.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="list-note" role="status">
          <Spinner />
          {t('common:app.loading')}
        </p>
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
