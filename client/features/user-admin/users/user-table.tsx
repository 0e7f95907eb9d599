import { useTranslation } from 'react-i18next';
import type { PermissionActor, User } from '../../../../contract';
import { UserRow } from './user-row';

/** The users of the page: a table on wide screens, a card per user on narrow ones (by CSS). */
export function UserTable({ actor, users, busy }: { actor: PermissionActor; users: User[]; busy: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="table-scroll">
      <table className="data-table user-table" aria-labelledby="user-list-title" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('userAdmin.list.columns.username')}</th>
            <th scope="col">{t('userAdmin.list.columns.email')}</th>
            <th scope="col">{t('userAdmin.list.columns.role')}</th>
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
