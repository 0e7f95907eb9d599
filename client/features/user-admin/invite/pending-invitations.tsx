import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Invitation, PermissionActor } from '../../../../contract';
import { AlertIcon } from '../../../components/icons/icons';
import { Spinner } from '../../../components/spinner/spinner';
import { useAppServices } from '../../../lib/app-services';
import { pendingInvitationsQueryOptions } from '../user-admin-queries';
import { PendingInvitationRow } from './pending-invitation-row';

interface PendingInvitationsProps {
  actor: PermissionActor;
  onResent: (invitation: Invitation) => void;
  onRevoked: (invitationId: string) => void;
}

/** Invitations not yet accepted, with who sent them and when, to send again or revoke. */
export function PendingInvitations({ actor, onResent, onRevoked }: PendingInvitationsProps) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const invitations = useQuery(pendingInvitationsQueryOptions(api));

  return (
    <section className="card" aria-labelledby="pending-invitations-title" aria-busy={invitations.isFetching}>
      <header className="card__header">
        <h2 id="pending-invitations-title" className="card__title">
          {t('userAdmin.pending.title')}
        </h2>
        <p className="card__description">{t('userAdmin.pending.description')}</p>
      </header>
      {invitations.isPending ? (
        <p className="list-note">
          <Spinner />
          {t('userAdmin.pending.loading')}
        </p>
      ) : invitations.isError ? (
        <div className="alert alert--error load-error" role="alert">
          <AlertIcon />
          <span>{t('userAdmin.pending.loadFailed')}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => void invitations.refetch()}>
            {t('userAdmin.retry')}
          </button>
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="list-note">{t('userAdmin.pending.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('userAdmin.pending.columns.email')}</th>
                <th scope="col">{t('userAdmin.pending.columns.role')}</th>
                <th scope="col">{t('userAdmin.pending.columns.invitedBy')}</th>
                <th scope="col">{t('userAdmin.pending.columns.expires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('userAdmin.pending.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.data.map((invitation) => (
                <PendingInvitationRow key={invitation.invitation_id} invitation={invitation} actor={actor} onResent={onResent} onRevoked={onRevoked} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
