import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress/navigation-progress';
import { useDocumentPreferences } from '../lib/preferences/use-document-preferences';

/** `<html data-hydrated>` once the app runs in the browser: its controls and shortcuts work from then on. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** Around every page: the document follows the preferences, navigation shows progress. */
export function RootLayout() {
  useDocumentPreferences();
  useHydratedMark();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
