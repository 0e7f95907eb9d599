import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { THEMES, type Theme } from '../../../contract';
import { CheckIcon } from '../../components/icons/icons';

/**
 * A miniature of the admin layout in the theme's own colours: the swatch carries the theme
 * attribute, so it reads the same custom properties the page does.
 */
function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <span className="theme-swatch" data-theme={theme} aria-hidden="true">
      <span className="theme-swatch__sidebar" />
      <span className="theme-swatch__page">
        <span className="theme-swatch__card">
          <span className="theme-swatch__line" />
          <span className="theme-swatch__line theme-swatch__line--short" />
          <span className="theme-swatch__button" />
        </span>
      </span>
    </span>
  );
}

/** The five themes as radio cards, each with its swatch. */
export function ThemeOptions({ field }: { field: UseFormRegisterReturn<'theme'> }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('customization.theme.title')}</legend>
      <div className="choice-group__options choice-group__options--themes">
        {THEMES.map((theme) => (
          <label key={theme} className="choice-card theme-option">
            <input type="radio" className="choice-card__input" value={theme} {...field} />
            <ThemeSwatch theme={theme} />
            <span className="choice-card__label">
              <CheckIcon className="choice-card__check" />
              {t(`customization.theme.names.${theme}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
