import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet } from 'react-router';
import { useToast } from '../components/toast/toast-provider';
import { NavigationProgress } from '../components/navigation-progress/navigation-progress';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useHydratedMark } from '../lib/dom/use-hydrated-mark';
import { HeaderActionsProvider } from '../lib/header-actions';
import { useDocumentPreferences } from '../lib/preferences/use-document-preferences';
import { takeWelcome } from '../lib/session/pending-welcome';
import { useSession } from '../lib/session/use-session';

/** The greeting the sign-in page left for the first page after it, in this page's language (the user's). */
function useWelcomeAfterSignIn() {
  const { t } = useTranslation();
  const showToast = useToast();
  useEffect(() => {
    const username = takeWelcome();
    if (username) showToast(t('login.welcome', { username }));
  }, [showToast, t]);
}

/** Around every page: the document follows the preferences, navigation shows progress, a signed-in header shows the bell. */
export function RootLayout() {
  useDocumentPreferences();
  useHydratedMark();
  useWelcomeAfterSignIn();
  const signedIn = useSession() !== null;
  return (
    <>
      <NavigationProgress />
      <HeaderActionsProvider actions={signedIn ? <NotificationBell /> : null}>
        <Outlet />
      </HeaderActionsProvider>
    </>
  );
}
