import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionActor, Role, UserStatus } from '../../../../contract';
import { AlertIcon, PlusIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/spinner/spinner';
import { useAppServices } from '../../../lib/app-services';
import { useDebouncedValue } from '../../../lib/dom/use-debounced-value';
import { assignableRoles } from '../assignable-roles';
import { userListQueryOptions } from '../user-admin-queries';
import { NewUserDialog } from './new-user-dialog';
import { UserFilters } from './user-filters';
import { pageCount, userListQuery, USER_SEARCH_DEBOUNCE_MS } from './user-list-query';
import { UserPagination } from './user-pagination';
import { UserSummary } from './user-summary';
import { UserTable } from './user-table';

/** Which page is shown, and for which filters: a change of filters is back on page 1 (spec section 9). */
function usePage(filterKey: string) {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ filterKey, page: next })] as const;
}

/** The list tab: filters, counts, the users of the page, pages; and the dialog that creates a user. */
export function UserListPanel({ actor }: { actor: PermissionActor }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const username = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const filters = { username, role, status };
  const [page, setPage] = usePage(JSON.stringify(userListQuery(filters, 1)));
  const list = useQuery({ ...userListQueryOptions(api, userListQuery(filters, page)), placeholderData: keepPreviousData });
  const creatable = assignableRoles(actor.role);

  // The last page can empty (its users deactivated under a status filter, say): show the new last page.
  const lastPage = list.data && !list.isPlaceholderData ? pageCount(list.data.total) : page;
  if (page > lastPage) setPage(lastPage);

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
      <UserFilters search={search} role={role} status={status} onSearchChange={setSearch} onRoleChange={setRole} onStatusChange={setStatus} />
      {list.data && <UserSummary list={list.data} />}
      {list.isError && !list.isFetching ? (
        <div className="alert alert--error load-error" role="alert">
          <AlertIcon />
          <span>{t('userAdmin.list.loadFailed')}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => void list.refetch()}>
            {t('userAdmin.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p className="loading-note">
          <Spinner />
          {t('userAdmin.list.loading')}
        </p>
      ) : list.data.users.length === 0 ? (
        <p className="empty-note">{t('userAdmin.list.empty')}</p>
      ) : (
        <>
          <UserTable actor={actor} users={list.data.users} busy={list.isFetching} />
          <UserPagination page={page} shown={list.data.users.length} total={list.data.total} onPageChange={setPage} />
        </>
      )}
      {creating && <NewUserDialog roles={creatable} onClose={() => setCreating(false)} />}
    </section>
  );
}
