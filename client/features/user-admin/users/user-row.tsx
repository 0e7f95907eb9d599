import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionActor, Role, User } from '../../../../contract';
import { AlertDialog } from '../../../components/dialog/alert-dialog';
import { EmailAddress } from '../../../components/email-address/email-address';
import { Spinner } from '../../../components/spinner/spinner';
import { useToast } from '../../../components/toast/toast-provider';
import { useAppServices } from '../../../lib/app-services';
import { serverDetailOr } from '../server-detail';
import { USERS_QUERY_KEY } from '../user-admin-queries';
import { userRowPermissions } from './user-row-permissions';

/**
 * One user: the role select, applied at once (options outside the actor's matrix disabled), and the
 * activate/deactivate button with its busy label. Each change reloads the list, and keeps showing
 * the choice until the reloaded list has it. A failure is reported in an alert dialog (spec section 8).
 */
export function UserRow({ actor, user }: { actor: PermissionActor; user: User }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { user_id: id, username } = user;
  const reload = () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });

  const changeRole = useMutation({
    mutationFn: async (newRole: Role) => {
      const response = await api.users.changeRole.mutate({ params: { id }, body: { new_role: newRole } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (updated) => {
      showToast(t('userAdmin.list.roleChanged', { username, role: t(`common:roles.${updated.role}`) }));
      await reload();
    },
    onError: (error) => setFailure(serverDetailOr(error, t('userAdmin.list.roleChangeFailed'))),
  });

  const changeStatus = useMutation({
    mutationFn: async (active: boolean) => {
      const response = await api.users.changeStatus.mutate({ params: { id }, body: { is_active: active } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (updated) => {
      showToast(t(updated.is_active ? 'userAdmin.list.activated' : 'userAdmin.list.deactivated', { username }));
      await reload();
    },
    onError: (error) => setFailure(serverDetailOr(error, t('userAdmin.list.statusChangeFailed'))),
  });

  const permissions = userRowPermissions(actor, user);
  const shownRole = changeRole.isPending ? changeRole.variables : user.role;
  const nameId = `user-${id}-name`;
  const statusLabel = changeStatus.isPending
    ? t(user.is_active ? 'userAdmin.list.deactivating' : 'userAdmin.list.activating')
    : t(user.is_active ? 'userAdmin.list.deactivate' : 'userAdmin.list.activate');

  return (
    <tr className={user.is_active ? undefined : 'data-table__row--disabled'}>
      <th scope="row" id={nameId} className="data-table__primary" data-label={t('userAdmin.list.columns.username')}>
        <span className="user-name">{username}</span>
        {actor.user_id === id && <span className="badge badge--primary">{t('userAdmin.list.you')}</span>}
      </th>
      <td className="data-table__email" data-label={t('userAdmin.list.columns.email')}>
        <EmailAddress email={user.email} />
      </td>
      <td data-label={t('userAdmin.list.columns.role')}>
        {/* Busy is aria-disabled, not disabled: the control keeps the focus, and an alert dialog gives it back. */}
        <select
          className="field__input role-select"
          aria-label={t('userAdmin.list.roleOf', { username })}
          value={shownRole}
          disabled={!permissions.roleChangeable}
          aria-disabled={changeRole.isPending || undefined}
          onChange={(event) => {
            if (!changeRole.isPending) changeRole.mutate(event.target.value as Role);
          }}
        >
          {permissions.roleChoices.map((choice) => (
            <option key={choice.role} value={choice.role} disabled={choice.disabled}>
              {t(`common:roles.${choice.role}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('userAdmin.list.columns.status')}>
        <span className={`status-badge status-badge--${user.is_active ? 'active' : 'disabled'}`}>
          {t(user.is_active ? 'common:userStatus.active' : 'common:userStatus.disabled')}
        </span>
      </td>
      <td className="data-table__actions">
        <button
          type="button"
          className="button button--secondary button--small status-button"
          aria-describedby={nameId}
          disabled={!permissions.statusChangeable}
          aria-disabled={changeStatus.isPending || undefined}
          aria-busy={changeStatus.isPending}
          onClick={() => {
            if (!changeStatus.isPending) changeStatus.mutate(!user.is_active);
          }}
        >
          {changeStatus.isPending && <Spinner />}
          {statusLabel}
        </button>
        {failure && <AlertDialog title={t('userAdmin.actionFailed')} message={failure} okLabel={t('userAdmin.ok')} onClose={() => setFailure(null)} />}
      </td>
    </tr>
  );
}
