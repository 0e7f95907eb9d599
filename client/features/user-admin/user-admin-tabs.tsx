import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_ADMIN_TABS, tabAfterKey, userAdminTabSearch, type UserAdminTab } from './user-admin-tab';

export const tabId = (tab: UserAdminTab) => `user-admin-tab-${tab}`;
export const tabPanelId = (tab: UserAdminTab) => `user-admin-panel-${tab}`;

/**
 * The invite and list tabs (ARIA tabs: arrows, Home and End move between them). Each tab is a link
 * to its address, so the tabs also work before the page is hydrated.
 */
export function UserAdminTabs({ current }: { current: UserAdminTab }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const tabs = useRef<Partial<Record<UserAdminTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    void navigate({ search: userAdminTabSearch(next) }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="tabs" role="tablist" aria-label={t('userAdmin.tabs.label')} onKeyDown={onKeyDown}>
      {USER_ADMIN_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            id={tabId(tab)}
            className="tabs__tab"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            to={{ search: userAdminTabSearch(tab) }}
            replace
            preventScrollReset
          >
            {t(`userAdmin.tabs.${tab}`)}
          </Link>
        );
      })}
    </div>
  );
}
