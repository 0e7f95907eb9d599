import { useTranslation } from '../../lib/i18n/use-translation';
import { LinkTabs } from '../../components/tabs/link-tabs';
import { USER_ADMIN_TABS, userAdminTabSearch, type UserAdminTab } from './user-admin-tab';

export const tabId = (tab: UserAdminTab) => `user-admin-tab-${tab}`;
export const tabPanelId = (tab: UserAdminTab) => `user-admin-panel-${tab}`;

/** The invite and list tabs. */
export function UserAdminTabs({ current }: { current: UserAdminTab }) {
  const { t } = useTranslation('admin');
  return (
    <LinkTabs
      tabs={USER_ADMIN_TABS}
      current={current}
      label={t('userAdmin.tabs.label')}
      tabLabel={(tab) => t(`userAdmin.tabs.${tab}`)}
      search={userAdminTabSearch}
      tabId={tabId}
      panelId={tabPanelId}
    />
  );
}
