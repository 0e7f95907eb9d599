import i18next, { type i18n, type Resource } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import { I18N_NAMESPACES } from '../ui-constants';
import { commonResources } from './common-resources';

/** One i18next instance per browser page, ready synchronously with the texts given (the common ones unless told). */
export function createI18n(language: Language, resources: Resource = commonResources): i18n {
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
