import type { Request, RequestHandler, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../contract';

/**
 * Decides the language a page request asks for, as Express middleware, with
 * i18next-http-middleware's detector: the language cookie the client keeps (same name as its
 * local storage key), then Accept-Language, then the fallback. A signed-in user's preference
 * overrides it later, in the render. The detector is called directly: the package's handle()
 * clones an i18next instance for every request, which the render (with its own translations,
 * loaded once) does not use.
 */
export function detectRequestLanguage(): RequestHandler {
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
      detection: { order: ['cookie', 'header'], lookupCookie: LANGUAGE_STORAGE_KEY, caches: false },
    });
  // Its typings say void; it returns the language it found (or the fallback), as handle() uses it.
  const detect = detector.detect.bind(detector) as unknown as (req: Request, res: Response) => string | undefined;
  return (req, res, next) => {
    req.language = detect(req, res) ?? FALLBACK_LANGUAGE;
    next();
  };
}

/** The language detectRequestLanguage() decided for this request. */
export function requestLanguageOf(req: Request): Language {
  const detected: unknown = req.language;
  const language = typeof detected === 'string' ? detected.toLowerCase().split('-')[0] : undefined;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
