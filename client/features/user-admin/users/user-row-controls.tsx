import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PermissionActor, Role, User } from '../../../../contract';
import { AlertDialog } from '../../../components/dialog/alert-dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { useToast } from '../../../components/toast/toast-provider';
import { useAppServices } from '../../../lib/app-services';
import { serverDetailOr } from '../server-detail';
import { USERS_QUERY_KEY } from '../user-admin-queries';
import { userRowPermissions } from './user-row-permissions';

/**
 * A change to one user: on success a toast and the list reloaded; a failure is reported in an
 * alert dialog (spec section 8), which gives the focus back to the control.
 */
function useUserChange<Input>(change: (input: Input) => Promise<User>, successText: (updated: User) => string, failureText: string) {
  const { queryClient } = useAppServices();
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onSuccess: async (updated) => {
      showToast(successText(updated));
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
    onError: (error) => setFailure(serverDetailOr(error, failureText)),
  });
  return { mutation, failure, dismissFailure: () => setFailure(null) };
}

function FailureDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return message && <AlertDialog title={t('userAdmin.actionFailed')} message={message} okLabel={t('userAdmin.ok')} onClose={onClose} />;
}

/** The role select, applied at once (roles outside the actor's matrix disabled); it shows the choice until the reloaded list has it. */
export function UserRoleSelect({ actor, user }: { actor: PermissionActor; user: User }) {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useAppServices();
  const { user_id: id, username } = user;
  const { mutation, failure, dismissFailure } = useUserChange(
    async (newRole: Role) => {
      const response = await api.users.changeRole.mutate({ params: { id }, body: { new_role: newRole } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    (updated) => t('userAdmin.list.roleChanged', { username, role: t(`common:roles.${updated.role}`) }),
    t('userAdmin.list.roleChangeFailed'),
  );
  const permissions = userRowPermissions(actor, user);
  return (
    <>
      {/* Busy is aria-disabled, not disabled: the control keeps the focus, and an alert dialog gives it back. */}
      <select
        className="field__input role-select"
        aria-label={t('userAdmin.list.roleOf', { username })}
        value={mutation.isPending ? mutation.variables : user.role}
        disabled={!permissions.roleChangeable}
        aria-disabled={mutation.isPending || undefined}
        onChange={(event) => {
          if (!mutation.isPending) mutation.mutate(event.target.value as Role);
        }}
      >
        {permissions.roleChoices.map((choice) => (
          <option key={choice.role} value={choice.role} disabled={choice.disabled}>
            {t(`common:roles.${choice.role}`)}
          </option>
        ))}
      </select>
      <FailureDialog message={failure} onClose={dismissFailure} />
    </>
  );
}

/** The activate/deactivate button, with its busy label; described by the user's name (the row header). */
export function UserStatusButton({ actor, user, nameId }: { actor: PermissionActor; user: User; nameId: string }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const { user_id: id, username } = user;
  const { mutation, failure, dismissFailure } = useUserChange(
    async (active: boolean) => {
      const response = await api.users.changeStatus.mutate({ params: { id }, body: { is_active: active } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    (updated) => t(updated.is_active ? 'userAdmin.list.activated' : 'userAdmin.list.deactivated', { username }),
    t('userAdmin.list.statusChangeFailed'),
  );
  const label = mutation.isPending
    ? t(user.is_active ? 'userAdmin.list.deactivating' : 'userAdmin.list.activating')
    : t(user.is_active ? 'userAdmin.list.deactivate' : 'userAdmin.list.activate');
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small status-button"
        aria-describedby={nameId}
        disabled={!userRowPermissions(actor, user).statusChangeable}
        aria-disabled={mutation.isPending || undefined}
        aria-busy={mutation.isPending}
        onClick={() => {
          if (!mutation.isPending) mutation.mutate(!user.is_active);
        }}
      >
        {mutation.isPending && <Spinner />}
        {label}
      </button>
      <FailureDialog message={failure} onClose={dismissFailure} />
    </>
  );
}
