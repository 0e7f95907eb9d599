import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LANGUAGES, type Language } from '../../../contract';
import { CheckIcon, ChevronLeftIcon, GlobeIcon } from '../../components/icons/icons';

interface LanguageChoiceProps {
  current: Language;
  onSelect: (language: Language) => void;
}

function LanguageOptions({ current, onSelect }: LanguageChoiceProps) {
  const { t } = useTranslation('common');
  return LANGUAGES.map((language) => (
    <li key={language}>
      <button type="button" lang={language} className="profile-menu__item" aria-pressed={language === current} onClick={() => onSelect(language)}>
        <span className="profile-menu__item-label">{t(`language.${language}`)}</span>
        {language === current && <CheckIcon className="profile-menu__check" />}
      </button>
    </li>
  ));
}

/** Wide screens: a submenu that opens beside the profile menu. */
export function LanguageSubmenu({ current, onSelect }: LanguageChoiceProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  return (
    <div className="language-submenu">
      <button type="button" className="profile-menu__item" aria-expanded={open} aria-controls={submenuId} onClick={() => setOpen(!open)}>
        <GlobeIcon />
        <span className="profile-menu__item-label">{t('profile.language')}</span>
        <span className="profile-menu__item-value">{t(`common:language.${current}`)}</span>
        <ChevronLeftIcon className="profile-menu__chevron" />
      </button>
      {open && (
        <ul id={submenuId} className="language-submenu__flyout">
          <LanguageOptions current={current} onSelect={onSelect} />
        </ul>
      )}
    </div>
  );
}

/** Narrow screens: the languages listed inline in the profile menu. */
export function LanguageList({ current, onSelect }: LanguageChoiceProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <div className="language-list">
      <p id={headingId} className="language-list__heading">
        <GlobeIcon />
        {t('profile.language')}
      </p>
      <ul className="language-list__options" aria-labelledby={headingId}>
        <LanguageOptions current={current} onSelect={onSelect} />
      </ul>
    </div>
  );
}
