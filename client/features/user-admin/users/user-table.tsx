import { useTranslation } from 'react-i18next';
import type { PermissionActor, SortDirection, User, UserListQuery } from '../../../../contract';
import { SortableHeader } from '../../../components/sortable-header/sortable-header';
import { UserRow } from './user-row';

type UserSort = UserListQuery['sort'];

interface UserTableProps {
  actor: PermissionActor;
  users: User[];
  busy: boolean;
  sort: { sort: UserSort; dir: SortDirection };
  onSort: (column: UserSort) => void;
}

/** The users of the page: a table on wide screens, a card per user on narrow ones (by CSS). */
export function UserTable({ actor, users, busy, sort, onSort }: UserTableProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="table-scroll">
      <table className="data-table user-table" aria-labelledby="user-list-title" aria-busy={busy}>
        <thead>
          <tr>
            <SortableHeader column="username" label={t('userAdmin.list.columns.username')} sort={sort} onSort={onSort} />
            <SortableHeader column="email" label={t('userAdmin.list.columns.email')} sort={sort} onSort={onSort} />
            <SortableHeader column="role" label={t('userAdmin.list.columns.role')} sort={sort} onSort={onSort} />
            <th scope="col">{t('userAdmin.list.columns.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('userAdmin.list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.user_id} actor={actor} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
