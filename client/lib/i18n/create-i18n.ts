import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import { I18N_NAMESPACES } from '../ui-constants';
import { resources } from './resources';

/** One i18next instance per browser page, ready synchronously. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * For server rendering: the translations load once per process, with one instance per language
 * that every request in that language renders with (building or cloning an instance per request
 * cost a tenth of a page's CPU). Nothing on the server changes an instance's language: that
 * happens in the browser's effects only.
 */
export function createRequestI18n(): (language: Language) => i18n {
  const shared = createI18n(FALLBACK_LANGUAGE);
  const byLanguage = new Map<Language, i18n>();
  return (language) => {
    let instance = byLanguage.get(language);
    if (!instance) {
      instance = shared.cloneInstance({ lng: language, initAsync: false });
      byLanguage.set(language, instance);
    }
    return instance;
  };
}
