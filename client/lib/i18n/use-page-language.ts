import { useTranslation } from './use-translation';
import { FALLBACK_LANGUAGE, type Language, isLanguage } from '../../../contract';

/** The language the page is shown in. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}
