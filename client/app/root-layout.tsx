import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress/navigation-progress';
import { useDocumentPreferences } from '../lib/preferences/use-document-preferences';

/** Around every page: the document follows the preferences, navigation shows progress. */
export function RootLayout() {
  useDocumentPreferences();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
