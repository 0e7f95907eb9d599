import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertIcon } from '../../components/icons/icons';
import { PageHeader } from '../../components/page-header/page-header';
import { Avatar } from '../../components/avatar/avatar';
import { EmailAddress } from '../../components/email-address/email-address';
import { Spinner } from '../../components/spinner/spinner';
import { apiErrorBody } from '../../lib/api/api-errors';
import { useSession } from '../../lib/session/use-session';
import { ChangePasswordForm } from './change-password-form';
import { ChangeUsernameForm } from './change-username-form';
import { useCurrentUser } from './get-current-user';

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="account-load-error" role="alert">
      <AlertIcon className="account-load-error__icon" />
      <div className="account-load-error__text">
        <p className="account-load-error__title">{t('account.loadFailed')}</p>
        <p className="account-load-error__detail">{apiErrorBody(error)?.detail ?? t('account.loadFailedDetail')}</p>
      </div>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}

/** /admin/manage: the signed-in user's own account, with the change-username and change-password forms. */
export function AccountPage() {
  const { t } = useTranslation(['admin', 'common']);
  const session = useSession();
  const currentUser = useCurrentUser();
  const user = currentUser.data;

  return (
    <section className="account" aria-labelledby="account-title">
      <PageHeader titleId="account-title" title={t('pages.manage')} subtitle={t('account.subtitle')} />

      {user ? (
        <>
          <div className="account-summary">
            {session && <Avatar username={user.username} preferences={session.preferences} size="large" />}
            <div className="account-summary__text">
              <p className="account-summary__name">{user.username}</p>
              <p className="account-summary__email">
                <EmailAddress email={user.email} />
              </p>
              <p className="account-summary__role">{t(`common:roles.${user.role}`)}</p>
            </div>
          </div>
          <div className="account__forms">
            <ChangeUsernameForm currentUsername={user.username} />
            <ChangePasswordForm username={user.username} />
          </div>
        </>
      ) : currentUser.isError ? (
        <LoadFailure error={currentUser.error} onRetry={() => void currentUser.refetch()} />
      ) : (
        <p className="account__loading" role="status">
          <Spinner />
          {t('common:app.loading')}
        </p>
      )}
    </section>
  );
}
