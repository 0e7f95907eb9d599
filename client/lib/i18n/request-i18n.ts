import type { i18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../../contract';
import { createI18n } from './create-i18n';
import { resources } from './resources';

/**
 * For server rendering: every translation loads once per process, with one instance per language
 * that every request in that language renders with (building or cloning an instance per request
 * cost a tenth of a page's CPU). Nothing on the server changes an instance's language: that
 * happens in the browser's effects only.
 */
export function createRequestI18n(): (language: Language) => i18n {
  const shared = createI18n(FALLBACK_LANGUAGE, resources);
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
