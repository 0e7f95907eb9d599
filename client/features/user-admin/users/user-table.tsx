import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PermissionActor, SortDirection, User, UserListQuery } from '../../../../contract';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EmailAddress } from '../../../components/email-address/email-address';
import { UserRoleSelect, UserStatusButton } from './user-row-controls';

type UserSort = UserListQuery['sort'];

const nameIdOf = (user: User) => `user-${user.user_id}-name`;

/** The user list's columns, in their order on screen. */
export function useUserColumns(actor: PermissionActor): DataTableColumn<User>[] {
  const { t } = useTranslation(['admin', 'common']);
  return useMemo(() => [
    {
      id: 'username',
      label: t('userAdmin.list.columns.username'),
      sortable: true,
      rowHeader: true,
      className: 'data-table__primary',
      cell: (user) => (
        <>
          <span id={nameIdOf(user)} className="user-name">
            {user.username}
          </span>
          {actor.user_id === user.user_id && <span className="tag tag--primary">{t('userAdmin.list.you')}</span>}
        </>
      ),
    },
    { id: 'email', label: t('userAdmin.list.columns.email'), sortable: true, className: 'data-table__email', cell: (user) => <EmailAddress email={user.email} /> },
    { id: 'role', label: t('userAdmin.list.columns.role'), sortable: true, cell: (user) => <UserRoleSelect actor={actor} user={user} /> },
    {
      id: 'status',
      label: t('userAdmin.list.columns.status'),
      cell: (user) => (
        <span className={`status-badge status-badge--${user.is_active ? 'active' : 'disabled'}`}>
          {t(user.is_active ? 'common:userStatus.active' : 'common:userStatus.disabled')}
        </span>
      ),
    },
    {
      id: 'actions',
      label: t('userAdmin.list.columns.actions'),
      labelHidden: true,
      className: 'data-table__actions',
      cell: (user) => <UserStatusButton actor={actor} user={user} nameId={nameIdOf(user)} />,
    },
  ], [t, actor]);
}

interface UserTableProps {
  columns: DataTableColumn<User>[];
  users: User[];
  busy: boolean;
  sort: { sort: UserSort; dir: SortDirection };
  onSort: (column: UserSort) => void;
  hidden: readonly string[];
}

/** The users of the page: a table on wide screens, a card per user on narrow ones (by CSS). */
export function UserTable({ columns, users, busy, sort, onSort, hidden }: UserTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowId={(user) => String(user.user_id)}
      rowClassName={(user) => (user.is_active ? undefined : 'data-table__row--disabled')}
      sort={sort}
      onSort={(column) => onSort(column as UserSort)}
      hidden={hidden}
      empty={<p className="list-note">{t('userAdmin.list.empty')}</p>}
      busy={busy}
      className="data-table user-table"
      frameClassName="table-scroll"
      labelledBy="user-list-title"
    />
  );
}
