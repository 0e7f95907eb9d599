import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress/navigation-progress';
import { NotificationBell } from '../features/notifications/notification-bell';
import { HeaderActionsProvider } from '../lib/header-actions';
import { useDocumentPreferences } from '../lib/preferences/use-document-preferences';
import { useSession } from '../lib/session/use-session';

/** `<html data-hydrated>` once the app runs in the browser: its controls and shortcuts work from then on. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** Around every page: the document follows the preferences, navigation shows progress, a signed-in header shows the bell. */
export function RootLayout() {
  useDocumentPreferences();
  useHydratedMark();
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
