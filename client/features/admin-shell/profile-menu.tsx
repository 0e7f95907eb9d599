import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { type Language } from '../../../contract';
import { PROFILE_MENU_WIDE_MIN_WIDTH } from '../../lib/ui-constants';
import { Avatar } from '../../components/avatar/avatar';
import { EmailAddress } from '../../components/email-address/email-address';
import { ChevronDownIcon, LogoutIcon, MoonIcon, PaletteIcon, UserIcon } from '../../components/icons/icons';
import { Switch } from '../../components/switch/switch';
import { useDismiss } from '../../lib/dom/use-dismiss';
import { minWidthQuery, useMediaQuery } from '../../lib/dom/use-media-query';
import { usePreferenceActions } from '../../lib/preferences/use-preference-actions';
import type { Session } from '../../lib/session/session-query';
import { useSignOut } from '../../lib/session/use-sign-out';
import { LanguageList, LanguageSubmenu } from './language-choice';

function logFailure(action: string) {
  return (error: unknown) => console.error(`${action} failed`, error);
}

/** The avatar menu at the top right: profile links, dark mode, language and logout. */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const wide = useMediaQuery(minWidthQuery(PROFILE_MENU_WIDE_MIN_WIDTH), true);
  const preferenceActions = usePreferenceActions();
  const signOut = useSignOut();
  const { user, preferences } = session;

  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(container, open, close);

  const selectLanguage = (language: Language) => {
    preferenceActions.changeLanguage(language).catch(logFailure('Changing the language'));
  };
  const toggleDarkMode = () => {
    preferenceActions.toggleDarkMode().catch(logFailure('Changing the theme'));
  };
  const logout = () => {
    setOpen(false);
    void signOut();
  };

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Avatar username={user.username} preferences={preferences} />
        <span className="profile-menu__name">{user.username}</span>
        <ChevronDownIcon className="profile-menu__trigger-chevron" />
      </button>
      {open && (
        <div id={panelId} className="profile-menu__panel">
          <div className="profile-menu__identity">
            <Avatar username={user.username} preferences={preferences} size="large" />
            <div className="profile-menu__identity-text">
              <p className="profile-menu__username">{user.username}</p>
              <p className="profile-menu__email">
                <EmailAddress email={user.email} />
              </p>
            </div>
          </div>
          <ul className="profile-menu__list">
            <li>
              <Link to="/admin/manage" className="profile-menu__item" onClick={() => setOpen(false)}>
                <UserIcon />
                <span className="profile-menu__item-label">{t('profile.profile')}</span>
              </Link>
            </li>
            <li>
              <Link to="/admin/customization" className="profile-menu__item" onClick={() => setOpen(false)}>
                <PaletteIcon />
                <span className="profile-menu__item-label">{t('profile.customization')}</span>
              </Link>
            </li>
            <li>
              <Switch checked={preferences.theme === 'dark'} onChange={toggleDarkMode} label={t('profile.darkMode')} icon={<MoonIcon />} />
            </li>
            <li>
              {wide ? (
                <LanguageSubmenu current={preferences.language} onSelect={selectLanguage} />
              ) : (
                <LanguageList current={preferences.language} onSelect={selectLanguage} />
              )}
            </li>
            <li className="profile-menu__separator">
              <button type="button" className="profile-menu__item" onClick={logout}>
                <LogoutIcon />
                <span className="profile-menu__item-label">{t('common:logout')}</span>
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
