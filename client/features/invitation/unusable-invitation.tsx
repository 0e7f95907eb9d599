import type { ReactElement } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ROLE_HOME } from '../../../contract';
import { CalendarIcon, CheckIcon, CompassIcon, LockIcon } from '../../components/icons/icons';
import { StatusPage } from '../../components/status-page/status-page';
import { useSession } from '../../lib/session/use-session';
import type { UnusableReason } from './invitation-link';

const ICONS: Record<UnusableReason, ReactElement> = {
  expired: <CalendarIcon />,
  used: <CheckIcon />,
  revoked: <LockIcon />,
  unknown: <CompassIcon />,
};

/** A dead link: why it no longer works, and the way to sign in (or home, for someone signed in). */
export function UnusableInvitation({ reason }: { reason: UnusableReason }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <StatusPage
      icon={ICONS[reason]}
      title={t(`invitation.unusable.${reason}.title`)}
      message={t(`invitation.unusable.${reason}.message`)}
      action={
        session ? (
          <Link className="button button--primary" to={ROLE_HOME[session.user.role]}>
            {t('errors.backHome')}
          </Link>
        ) : (
          <Link className="button button--primary" to="/login">
            {t('invitation.toLogin')}
          </Link>
        )
      }
    />
  );
}
