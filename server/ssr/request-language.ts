import type { Request, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../contract';

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language a page request asks for: the language cookie the client keeps (same name as its
 * local storage key), then Accept-Language, then the fallback. A signed-in user's preference
 * overrides it later, in the render.
 */
const DETECTION_ORDER = ['cookie', 'header'];

export function createRequestLanguageDetector(): (req: Request, res: Response) => Language {
  const detector = new LanguageDetector();
  void i18next
    .createInstance()
    .use(detector)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      initAsync: false,
      detection: { order: DETECTION_ORDER, lookupCookie: LANGUAGE_STORAGE_KEY, caches: false },
    });
  return (req, res) => {
    const detected: unknown = detector.detect(req, res, DETECTION_ORDER);
    const language = typeof detected === 'string' ? detected.toLowerCase().split('-')[0] : undefined;
    return isLanguage(language) ? language : FALLBACK_LANGUAGE;
  };
}
