import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLoaderData } from 'react-router';
import type { InvitationPreview } from '../../../contract';
import { DateTime } from '../../components/date-time/date-time';
import { EmailAddress } from '../../components/email-address/email-address';
import { StandalonePage } from '../../components/standalone-page/standalone-page';
import { useSession } from '../../lib/session/use-session';
import { AcceptInvitation } from './accept-invitation';
import type { InvitationLink, UnusableReason } from './invitation-link';
import { SignedInNotice } from './signed-in-notice';
import { UnusableInvitation } from './unusable-invitation';

/** /invite/:token (public): the invited address and role, and the form that creates the account; or why the link is dead. */
export function InvitationPage() {
  const link = useLoaderData<InvitationLink>();
  const [diedMeanwhile, setDiedMeanwhile] = useState<UnusableReason | null>(null);

  return (
    <StandalonePage>
      {link.state === 'unusable' ? (
        <UnusableInvitation reason={link.reason} />
      ) : diedMeanwhile ? (
        <UnusableInvitation reason={diedMeanwhile} />
      ) : (
        <InvitationCard token={link.token} invitation={link.invitation} onUnusable={setDiedMeanwhile} />
      )}
    </StandalonePage>
  );
}

interface InvitationCardProps {
  token: string;
  invitation: InvitationPreview;
  onUnusable: (reason: UnusableReason) => void;
}

function InvitationCard({ token, invitation, onUnusable }: InvitationCardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [accepting, setAccepting] = useState(false);
  return (
    <section className="invitation-card" aria-labelledby="invitation-title">
      <p className="invitation-card__eyebrow">{t('invitation.eyebrow')}</p>
      <h1 id="invitation-title" className="invitation-card__title">
        {t('invitation.title')}
      </h1>
      <p className="invitation-card__intro">{t('invitation.intro', { app: t('app.name') })}</p>
      <dl className="invitation-card__details">
        <div>
          <dt>{t('invitation.email')}</dt>
          <dd className="invitation-card__email">
            <EmailAddress email={invitation.email} />
          </dd>
        </div>
        <div>
          <dt>{t('invitation.role')}</dt>
          <dd>
            <span className="invitation-card__role">{t(`roles.${invitation.role}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('invitation.validUntil')}</dt>
          <dd>
            <DateTime value={invitation.expires_at} />
          </dd>
        </div>
      </dl>
      {session && !accepting ? (
        <SignedInNotice username={session.user.username} />
      ) : (
        <AcceptInvitation token={token} email={invitation.email} onUnusable={onUnusable} onAcceptingChange={setAccepting} />
      )}
    </section>
  );
}
