import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LANGUAGES } from '../../../contract';
import { CheckIcon } from '../../components/icons/icons';

/** Italiano and English as radio cards, each name in its own language. */
export function LanguageOptions({ field }: { field: UseFormRegisterReturn<'language'> }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('customization.language.title')}</legend>
      <div className="choice-group__options choice-group__options--languages">
        {LANGUAGES.map((language) => (
          <label key={language} className="choice-card language-option">
            <input type="radio" className="choice-card__input" value={language} {...field} />
            <span className="language-option__code" aria-hidden="true">
              {language.toUpperCase()}
            </span>
            <span className="choice-card__label" lang={language}>
              <CheckIcon className="choice-card__check" />
              {t(`common:language.${language}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
