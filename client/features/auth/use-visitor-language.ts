import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../../../contract/platform/appearance';
import { safeLocalStorage } from '../../lib/dom/local-storage';
import { useHydrated } from '../../lib/dom/use-hydrated';
import { rememberLanguage, storedLanguage } from '../../lib/preferences/remembered-language';
import { PREFERENCES_STORAGE_KEY } from '../../lib/ui-constants';

const subscribeToNothing = () => () => {};

/**
 * A visitor's language on the sign-in page, as the app's useDocumentPreferences decides it (spec
 * section 4): the one saved in this browser comes before the one the server detected (the page
 * renders in the server's, then switches once hydrated). No one is signed in: no preferences are kept.
 */
export function useVisitorLanguage(detected: Language): Language {
  const language = useSyncExternalStore(
    subscribeToNothing,
    () => storedLanguage() ?? detected,
    () => detected,
  );
  const hydrated = useHydrated();

  useEffect(() => {
    safeLocalStorage.remove(PREFERENCES_STORAGE_KEY);
  }, []);

  // Not while hydrating: the server's language would overwrite the stored one before it is read.
  useEffect(() => {
    if (hydrated) rememberLanguage(language);
  }, [hydrated, language]);

  return language;
}
