import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { can, type Invitation, type PermissionActor } from '../../../../contract';
import { DateTime } from '../../../components/date-time/date-time';
import { EmailAddress } from '../../../components/email-address/email-address';
import { AlertDialog } from '../../../components/dialog/alert-dialog';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useAppServices } from '../../../lib/app-services';
import { serverDetailOr } from '../server-detail';
import { PENDING_INVITATIONS_QUERY_KEY } from '../user-admin-queries';

interface PendingInvitationRowProps {
  invitation: Invitation;
  actor: PermissionActor;
  onResent: (invitation: Invitation) => void;
  onRevoked: (invitationId: string) => void;
}

/** One pending invitation; resend and revoke only for roles the actor may invite (DESIGN.md section 4). */
export function PendingInvitationRow({ invitation, actor, onResent, onRevoked }: PendingInvitationRowProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, queryClient } = useAppServices();
  const showToast = useToast();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { invitation_id: id, email } = invitation;
  const reload = () => queryClient.invalidateQueries({ queryKey: PENDING_INVITATIONS_QUERY_KEY });

  const resend = useMutation({
    mutationFn: async () => {
      const response = await api.invitations.resend.mutate({ params: { id } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    onSuccess: async (resent) => {
      showToast(t('userAdmin.pending.resent', { email }));
      onResent(resent);
      await reload();
    },
    onError: (error) => setFailure(serverDetailOr(error, t('userAdmin.pending.resendFailed'))),
  });

  const revoke = useMutation({
    mutationFn: async () => {
      const response = await api.invitations.revoke.mutate({ params: { id } });
      if (response.status !== 204) throw response;
    },
    onSuccess: async () => {
      showToast(t('userAdmin.pending.revoked', { email }));
      onRevoked(id);
      await reload();
    },
    onError: (error) => setFailure(serverDetailOr(error, t('userAdmin.pending.revokeFailed'))),
  });

  const manageable = can(actor, 'update:invitation', { role: invitation.role });
  const busy = resend.isPending || revoke.isPending;
  const emailId = `invitation-${id}-email`;

  return (
    <tr>
      <th scope="row" id={emailId} className="data-table__primary" data-label={t('userAdmin.pending.columns.email')}>
        <EmailAddress email={email} />
      </th>
      <td data-label={t('userAdmin.pending.columns.role')}>
        <span className="tag">{t(`common:roles.${invitation.role}`)}</span>
      </td>
      <td data-label={t('userAdmin.pending.columns.invitedBy')}>
        <span className="invited-by">
          <span>{invitation.invited_by_username ?? t('userAdmin.pending.formerUser')}</span>
          <span className="invited-by__when">
            <DateTime value={invitation.created_at} />
          </span>
        </span>
      </td>
      <td data-label={t('userAdmin.pending.columns.expires')}>
        <DateTime value={invitation.expires_at} />
      </td>
      <td className="data-table__actions">
        <div className="row-actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby={emailId}
            disabled={!manageable}
            aria-disabled={busy || undefined}
            aria-busy={resend.isPending}
            onClick={() => {
              if (!busy) resend.mutate();
            }}
          >
            {resend.isPending ? t('userAdmin.pending.resending') : t('userAdmin.pending.resend')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small button--danger-text"
            aria-describedby={emailId}
            disabled={!manageable}
            aria-disabled={busy || undefined}
            aria-busy={revoke.isPending}
            onClick={() => {
              if (!busy) setConfirmingRevoke(true);
            }}
          >
            {revoke.isPending ? t('userAdmin.pending.revoking') : t('userAdmin.pending.revoke')}
          </button>
        </div>
        {confirmingRevoke && (
          <ConfirmDialog
            title={t('userAdmin.pending.confirmRevokeTitle')}
            message={t('userAdmin.pending.confirmRevokeMessage', { email })}
            confirmLabel={t('userAdmin.pending.revoke')}
            cancelLabel={t('userAdmin.cancel')}
            onCancel={() => setConfirmingRevoke(false)}
            onConfirm={() => {
              setConfirmingRevoke(false);
              revoke.mutate();
            }}
          />
        )}
        {failure && <AlertDialog title={t('userAdmin.actionFailed')} message={failure} okLabel={t('userAdmin.ok')} onClose={() => setFailure(null)} />}
      </td>
    </tr>
  );
}
