import { useState } from 'react';
import type { Invitation, PermissionActor } from '../../../../contract';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { SentInvitations, type Delivery } from './sent-invitations';

/** The invite tab: the form, what was just sent (with the links to copy when no mail server is set), the pending invitations. */
export function InvitePanel({ actor }: { actor: PermissionActor }) {
  const [delivery, setDelivery] = useState<Delivery | null>(null);

  const forget = (invitationId: string) =>
    setDelivery((current) => {
      if (!current) return current;
      const invitations = current.invitations.filter((invitation) => invitation.invitation_id !== invitationId);
      return invitations.length > 0 ? { ...current, invitations } : null;
    });

  return (
    <div className="user-admin__stack">
      <InviteForm actorRole={actor.role} onSent={(invitations: Invitation[]) => setDelivery({ kind: 'created', invitations })} />
      {delivery && <SentInvitations delivery={delivery} onDismiss={() => setDelivery(null)} />}
      <PendingInvitations
        actor={actor}
        onResent={(invitation) => setDelivery({ kind: 'resent', invitations: [invitation] })}
        onRevoked={forget}
      />
    </div>
  );
}
