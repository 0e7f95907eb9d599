import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from 'react-router';
import { HeaderActions } from '../../lib/header-actions';
import { useSignOut } from '../../lib/session/use-sign-out';
import { LogoutIcon } from '../icons/icons';
import { StandalonePage } from '../standalone-page/standalone-page';

/**
 * The frame of every page of the creator's area (/creator, /creator/campagne…): the header with
 * the app's controls and signing out, and the links between the area's pages.
 */
export function CreatorAreaFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['creator', 'common']);
  const signOut = useSignOut();
  return (
    <StandalonePage
      actions={
        <div className="creator-area-frame__actions">
          <HeaderActions />
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            <LogoutIcon width={18} height={18} />
            <span className="creator-area-frame__logout">{t('common:logout')}</span>
          </button>
        </div>
      }
    >
      <div className="creator-area">
        <nav className="creator-area-nav" aria-label={t('nav.label')}>
          <NavLink to="/creator" end className="creator-area-nav__link">
            {t('nav.profile')}
          </NavLink>
          <NavLink to="/creator/campagne" className="creator-area-nav__link">
            {t('nav.campaigns')}
          </NavLink>
        </nav>
        {children}
      </div>
    </StandalonePage>
  );
}
