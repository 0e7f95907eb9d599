import type { i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's i18next instance itself. useTranslation() hands out a copy made when the language
 * last changed, whose `language` is a snapshot and whose changeLanguage() would change the copy
 * alone: listening to the instance or changing its language goes through this hook.
 */
export function useI18nInstance(): i18n {
  return useContext(I18nContext).i18n;
}
