import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PermissionActor } from '../../../../contract';
import { ColumnChooser } from '../../../components/data-table/column-chooser';
import { AlertIcon, PlusIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/spinner/spinner';
import { useAppServices } from '../../../lib/app-services';
import { useKeepPageWithin, useListView, useTypedFilter } from '../../../lib/routing/use-list-view';
import { assignableRoles } from '../assignable-roles';
import { userListQueryOptions } from '../user-admin-queries';
import { NewUserDialog } from './new-user-dialog';
import { UserFilters } from './user-filters';
import { pageCount, userListQuery, userListView, USER_SEARCH_DEBOUNCE_MS } from './user-list-query';
import { Pagination } from '../../../components/pagination/pagination';
import { pageRange } from '../../../components/pagination/page-range';
import { USER_LIST_PAGE_SIZE } from '../../../../contract';
import { UserSummary } from './user-summary';
import { UserTable, useUserColumns } from './user-table';

/** The list tab: filters, counts, the users of the page, pages; and the dialog that creates a user. */
export function UserListPanel({ actor }: { actor: PermissionActor }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const controls = useListView(userListView);
  const { view, show } = controls;
  const [creating, setCreating] = useState(false);
  const search = useTypedFilter(
    view.filters.username ?? '',
    (text) => userListView.filterValue('username', text),
    (text) => show(userListView.withFilters(view, { username: text }), { typing: 'username' }),
    USER_SEARCH_DEBOUNCE_MS,
  );
  const list = useQuery({ ...userListQueryOptions(api, userListQuery(view)), placeholderData: keepPreviousData });
  const creatable = assignableRoles(actor.role);
  const columns = useUserColumns(actor);

  // The last page can empty (its users deactivated under a status filter, say): show the new last page.
  useKeepPageWithin(controls, list.data && !list.isPlaceholderData ? pageCount(list.data.total) : undefined);

  useEffect(() => {
    // Spec section 8: a failed load is logged; the panel also says so and offers to try again.
    if (list.error) console.error('Loading the users failed', list.error);
  }, [list.error]);

  return (
    <section className="card user-list" aria-labelledby="user-list-title">
      <header className="card__header card__header--with-action">
        <h2 id="user-list-title" className="card__title">
          {t('userAdmin.list.title')}
        </h2>
        {creatable.length > 0 && (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('userAdmin.newUser.open')}
          </button>
        )}
      </header>
      <UserFilters
        search={search.value}
        role={view.filters.role ?? ''}
        status={view.filters.status ?? ''}
        onSearchChange={search.onChange}
        onRoleChange={(role) => show(userListView.withFilters(view, { role: role || undefined }))}
        onStatusChange={(status) => show(userListView.withFilters(view, { status: status || undefined }))}
      />
      <div className="list-toolbar">
        {list.data && <UserSummary list={list.data} />}
        <ColumnChooser
          columns={columns}
            hideable={userListView.hideable}
          hidden={view.hidden}
          onChange={(hidden) => show(userListView.withHidden(view, hidden))}
        />
      </div>
      {list.isError && !list.isFetching ? (
        <div className="alert alert--error load-error" role="alert">
          <AlertIcon />
          <span>{t('userAdmin.list.loadFailed')}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => void list.refetch()}>
            {t('userAdmin.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p className="list-note">
          <Spinner />
          {t('userAdmin.list.loading')}
        </p>
      ) : (
        <>
          <UserTable
            columns={columns}
            users={list.data.users}
            busy={list.isFetching}
            sort={view}
            onSort={(column) => show(userListView.withSort(view, column))}
            hidden={view.hidden}
          />
          {list.data.users.length > 0 && (
            <Pagination
              page={view.page}
              pages={pageCount(list.data.total)}
              onPage={(page) => show({ ...view, page })}
              labels={{
                pages: t('userAdmin.list.pages'),
                previous: t('userAdmin.list.previous'),
                next: t('userAdmin.list.next'),
                position: t('userAdmin.list.page', { page: view.page, pages: pageCount(list.data.total) }),
              }}
              range={t('userAdmin.list.range', { ...pageRange(view.page, list.data.users.length, USER_LIST_PAGE_SIZE), total: list.data.total })}
            />
          )}
        </>
      )}
      {creating && <NewUserDialog roles={creatable} onClose={() => setCreating(false)} />}
    </section>
  );
}
