import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Invitation } from '../../../../contract';
import { EmailAddress } from '../../../components/email-address/email-address';
import { CloseIcon, MailIcon } from '../../../components/icons/icons';
import { CopyLinkField } from './copy-link-field';

/** What was just sent: new invitations, or one sent again from the pending list. */
export interface Delivery {
  kind: 'created' | 'resent';
  invitations: Invitation[];
}

/**
 * The outcome of sending: who was invited, and, when the server has no mail server to send with
 * (the answer carries `accept_url`), each link with a copy button. It takes the focus when it
 * appears, so the keyboard goes on from the news and the links.
 */
export function SentInvitations({ delivery, onDismiss }: { delivery: Delivery; onDismiss: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const panel = useRef<HTMLElement>(null);
  const withLinks = delivery.invitations.some((invitation) => invitation.accept_url);

  useEffect(() => {
    panel.current?.focus();
  }, [delivery]);

  return (
    <section ref={panel} className="card sent-invitations" aria-labelledby="sent-invitations-title" tabIndex={-1}>
      <header className="sent-invitations__header">
        <MailIcon className="sent-invitations__icon" />
        <div className="sent-invitations__heading">
          <h2 id="sent-invitations-title" className="card__title">
            {delivery.kind === 'created' ? t('userAdmin.sent.created', { count: delivery.invitations.length }) : t('userAdmin.sent.resent')}
          </h2>
          <p className="card__description">{withLinks ? t('userAdmin.sent.copyLinks') : t('userAdmin.sent.mailed')}</p>
        </div>
        <button type="button" className="icon-button" aria-label={t('userAdmin.sent.dismiss')} title={t('userAdmin.sent.dismiss')} onClick={onDismiss}>
          <CloseIcon />
        </button>
      </header>
      <ul className="sent-invitations__list">
        {delivery.invitations.map((invitation) => (
          <li key={invitation.invitation_id} className="sent-invitations__item">
            <p className="sent-invitations__who">
              <EmailAddress className="sent-invitations__email" email={invitation.email} />
              <span className="tag">{t(`common:roles.${invitation.role}`)}</span>
            </p>
            {invitation.accept_url && (
              <CopyLinkField id={`invitation-link-${invitation.invitation_id}`} email={invitation.email} url={invitation.accept_url} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
