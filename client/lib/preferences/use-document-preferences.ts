import { useEffect, useRef } from 'react';
import { DEFAULT_THEME, FALLBACK_LANGUAGE } from '../../../contract';
import { PREFERENCES_STORAGE_KEY } from '../ui-constants';
import { safeLocalStorage } from '../dom/local-storage';
import { useI18nInstance } from '../i18n/use-i18n-instance';
import { useSession } from '../session/use-session';
import { rememberLanguage, storedLanguage } from './remembered-language';

/**
 * Makes the page follow the session's preferences: the theme attribute and language of <html>,
 * the i18n language, and the local copies (spec section 4: `user-preferences`, `i18nextLng`;
 * the language also goes into a cookie so the server renders the next page in it).
 */
export function useDocumentPreferences(): void {
  const session = useSession();
  const i18n = useI18nInstance();
  const theme = session?.preferences.theme ?? DEFAULT_THEME;
  const preferredLanguage = session?.preferences.language;
  const signedIn = session !== null;
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    if (session) safeLocalStorage.set(PREFERENCES_STORAGE_KEY, JSON.stringify(session.preferences));
    else safeLocalStorage.remove(PREFERENCES_STORAGE_KEY);
  }, [session]);

  useEffect(() => {
    if (preferredLanguage) {
      if (i18n.language !== preferredLanguage) void i18n.changeLanguage(preferredLanguage);
    } else if (wasSignedIn.current) {
      // Clearing the preferences on sign-out resets the language (spec section 4).
      void i18n.changeLanguage(FALLBACK_LANGUAGE);
    } else {
      // A visitor: the language saved in this browser comes before the one the server detected.
      const stored = storedLanguage();
      if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
    }
    wasSignedIn.current = signedIn;
  }, [i18n, preferredLanguage, signedIn]);

  useEffect(() => {
    rememberLanguage(i18n.language);
    i18n.on('languageChanged', rememberLanguage);
    return () => i18n.off('languageChanged', rememberLanguage);
  }, [i18n]);
}
