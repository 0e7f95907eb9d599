import { useEffect, useSyncExternalStore } from 'react';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../../contract/platform/appearance';
import { writeBrowserCookie } from '../../lib/dom/cookies';
import { safeLocalStorage } from '../../lib/dom/local-storage';
import { useHydrated } from '../../lib/dom/use-hydrated';
import { PREFERENCES_STORAGE_KEY } from '../../lib/ui-constants';

const subscribeToNothing = () => () => {};

/**
 * A visitor's language on the sign-in page (spec section 4): the one saved in this browser comes
 * before the one the server detected (the page renders in the server's, then switches once
 * hydrated), and the page keeps the local copies and the language cookie, which the server reads
 * for the next page, in step. No one is signed in: no preferences are kept.
 */
export function useVisitorLanguage(detected: Language): Language {
  const language = useSyncExternalStore(
    subscribeToNothing,
    () => {
      const stored = safeLocalStorage.get(LANGUAGE_STORAGE_KEY);
      return isLanguage(stored) ? stored : detected;
    },
    () => detected,
  );
  const hydrated = useHydrated();

  useEffect(() => {
    safeLocalStorage.remove(PREFERENCES_STORAGE_KEY);
  }, []);

  // Not while hydrating: the server's language would overwrite the stored one before it is read.
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.lang = language;
    safeLocalStorage.set(LANGUAGE_STORAGE_KEY, language);
    writeBrowserCookie(LANGUAGE_STORAGE_KEY, language);
  }, [hydrated, language]);

  return language;
}
