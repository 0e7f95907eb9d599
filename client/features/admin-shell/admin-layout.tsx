import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Outlet } from 'react-router';
import { DESKTOP_MIN_WIDTH } from '../../lib/ui-constants';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { minWidthQuery, useMediaQuery } from '../../lib/dom/use-media-query';
import { useScrollLock } from '../../lib/dom/use-scroll-lock';
import { HeaderActions } from '../../lib/header-actions';
import { useSession } from '../../lib/session/use-session';
import type { AdminNavigation } from './navigation';
import { ProfileMenu } from './profile-menu';
import { Sidebar } from './sidebar';

const SIDEBAR_ID = 'admin-sidebar';

/**
 * Sidebar open or closed: until the user chooses, the layout decides (open on desktop, closed on
 * mobile) through CSS, so the server-rendered page is right at any width.
 */
function useSidebarState(isDesktop: boolean) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const [layout, setLayout] = useState(isDesktop);
  if (layout !== isDesktop) {
    // The layout switched: back to its default (spec: open for desktop, closed for mobile).
    setLayout(isDesktop);
    setChoice(null);
  }
  const open = choice ?? isDesktop;
  const attribute = choice === null ? 'auto' : choice ? 'open' : 'closed';
  return { open, attribute, setOpen: setChoice };
}

export function AdminLayout({ navigation }: { navigation: AdminNavigation }) {
  const { t } = useTranslation(['admin', 'common']);
  const session = useSession();
  const isDesktop = useMediaQuery(minWidthQuery(DESKTOP_MIN_WIDTH), true);
  const sidebar = useSidebarState(isDesktop);
  const { setOpen: setSidebarOpen } = sidebar;
  const overlayOpen = !isDesktop && sidebar.open;
  useScrollLock(overlayOpen);

  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, setSidebarOpen]);

  // Signed out while on the page: the redirect to /login is on its way.
  if (!session) return null;

  const closeOverlay = () => {
    if (!isDesktop) setSidebarOpen(false);
  };

  return (
    <div className="admin-shell" data-sidebar={sidebar.attribute}>
      <a className="skip-link" href="#main-content">
        {t('common:app.skipToContent')}
      </a>
      <Sidebar id={SIDEBAR_ID} navigation={navigation} role={session.user.role} onNavigate={closeOverlay} />
      <div className="admin-shell__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      <div className="admin-shell__body">
        <header className="admin-header">
          <button
            type="button"
            className="icon-button sidebar-toggle"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebar.open}
            aria-label={sidebar.open ? t('sidebar.close') : t('sidebar.open')}
            title={sidebar.open ? t('sidebar.close') : t('sidebar.open')}
            onClick={() => setSidebarOpen(!sidebar.open)}
          >
            {/* Both icons: CSS shows the right one before hydration knows the width. */}
            <CloseIcon className="sidebar-toggle__close" />
            <MenuIcon className="sidebar-toggle__open" />
          </button>
          <HeaderActions />
          <ProfileMenu session={session} />
        </header>
        <main id="main-content" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="admin-footer">{t('common:app.copyright')}</footer>
      </div>
    </div>
  );
}
