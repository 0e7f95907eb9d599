import type { Request, RequestHandler } from 'express';
import i18next from 'i18next';
import { handle, LanguageDetector } from 'i18next-http-middleware';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../contract';

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Decides the language a page request asks for, as Express middleware (i18next-http-middleware):
 * the language cookie the client keeps (same name as its local storage key), then
 * Accept-Language, then the fallback. A signed-in user's preference overrides it later, in the
 * render. This instance has no translations: the render module has its own, loaded once.
 */
export function detectRequestLanguage(): RequestHandler {
  const instance = i18next.createInstance().use(LanguageDetector);
  void instance.init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    initAsync: false,
    detection: { order: ['cookie', 'header'], lookupCookie: LANGUAGE_STORAGE_KEY, caches: false },
  });
  return handle(instance);
}

/** The language detectRequestLanguage() decided for this request. */
export function requestLanguageOf(req: Request): Language {
  const detected: unknown = req.language;
  const language = typeof detected === 'string' ? detected.toLowerCase().split('-')[0] : undefined;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
