import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../../contract/platform/appearance';
import { writeBrowserCookie } from '../dom/cookies';
import { safeLocalStorage } from '../dom/local-storage';

/** The language saved in this browser (spec section 4: `i18nextLng`), if any. */
export function storedLanguage(): Language | null {
  const stored = safeLocalStorage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/**
 * The page is now in `language`: <html lang>, the local copy, and the language cookie, which the
 * server reads to render the next page in it.
 */
export function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  safeLocalStorage.set(LANGUAGE_STORAGE_KEY, language);
  writeBrowserCookie(LANGUAGE_STORAGE_KEY, language);
}
