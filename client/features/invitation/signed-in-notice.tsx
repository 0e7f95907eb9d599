import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LogoutIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/spinner/spinner';
import { useAppServices } from '../../lib/app-services';
import { signOut } from '../../lib/session/sign-out';

/**
 * Someone signed in opened an invitation: accepting it would replace their session with the new
 * account's, so they sign out first, here, and the form appears in place of this notice.
 */
export function SignedInNotice({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api, queryClient } = useAppServices();
  const signOutHere = useMutation({ mutationFn: () => signOut(api, queryClient) });
  return (
    <div className="invitation-notice">
      <p>{t('invitation.signedIn', { username })}</p>
      <button type="button" className="button button--secondary" disabled={signOutHere.isPending} aria-busy={signOutHere.isPending} onClick={() => signOutHere.mutate()}>
        {signOutHere.isPending ? <Spinner /> : <LogoutIcon />}
        {t('invitation.signOut')}
      </button>
    </div>
  );
}
