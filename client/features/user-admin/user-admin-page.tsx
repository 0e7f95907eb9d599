import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header/page-header';
import { useSession } from '../../lib/session/use-session';
import { InvitePanel } from './invite/invite-panel';
import { TAB_PARAMETER, userAdminTab } from './user-admin-tab';
import { UserAdminTabs, tabId, tabPanelId } from './user-admin-tabs';
import { UserListPanel } from './users/user-list-panel';

/** /admin/create-user (spec section 2): invite people, or manage the list of users. */
export function UserAdminPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const tab = userAdminTab(searchParams.get(TAB_PARAMETER));
  if (!session) return null;
  const actor = { user_id: session.user.user_id, role: session.user.role };

  return (
    <section className="user-admin" aria-labelledby="user-admin-title">
      <PageHeader titleId="user-admin-title" title={t('pages.createUser')} subtitle={t('userAdmin.subtitle')} />
      <UserAdminTabs current={tab} />
      <div className="user-admin__panel" role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'invite' ? <InvitePanel actor={actor} /> : <UserListPanel actor={actor} />}
      </div>
    </section>
  );
}
