import { data, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { STAFF_ROLES, rolesWith } from '../../contract';
import { AccountPage } from '../features/account/account-page';
import { prefetchCurrentUser } from '../features/account/get-current-user';
import { prefetchLogs } from '../features/activity-log/log-list-query';
import { prefetchJobFailures } from '../features/jobs/get-job-failures';
import { AdminLayout } from '../features/admin-shell/admin-layout';
import { LoginPage } from '../features/auth/login-page';
import { CreatorPage } from '../features/creator/creator-page';
import { CustomizationPage } from '../features/customization/customization-page';
import { AdminHomePage } from '../features/home/admin-home-page';
import { createInvitationLoader } from '../features/invitation/invitation-loader';
import { InvitationPage } from '../features/invitation/invitation-page';
import { StatsPage } from '../features/stats/stats-page';
import { UserAdminPage } from '../features/user-admin/user-admin-page';
import { prefetchUserAdmin } from '../features/user-admin/user-admin-queries';
import type { AppServices } from '../lib/app-services';
import { guardedLoader } from '../lib/routing/guarded-loader';
import { revalidateOnPathChange } from '../lib/routing/list-route';
import { adminNavigation } from './admin-navigation';
import { AdvancedOptionsPage } from './pages/advanced-options-page';
import { NotFoundPage, PageErrorBoundary, StandaloneErrorBoundary } from './pages/route-error-page';
import { PreparingPage } from './pages/preparing-page';
import { RootLayout } from './root-layout';
import { createGuards } from './route-guards';
import type { PageTitleKey, RouteHandle } from './route-handle';

function AdminArea() {
  return <AdminLayout navigation={adminNavigation} />;
}

function page(path: string, titleKey: PageTitleKey, Component: RouteObject['Component'], loader: LoaderFunction): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, loader, Component, ErrorBoundary: PageErrorBoundary, handle };
}

/** A page whose lists keep their view in the address (see revalidateOnPathChange). */
function listPage(...args: Parameters<typeof page>): RouteObject {
  return { ...page(...args), shouldRevalidate: revalidateOnPathChange };
}

/** Every route of spec section 2, each guarded by its loader. */
export function createRoutes(services: Pick<AppServices, 'api' | 'queryClient'>): RouteObject[] {
  const guards = createGuards(services);
  const staff = guards.requireRoles(STAFF_ROLES);

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: StandaloneErrorBoundary,
      children: [
        { index: true, loader: () => redirect('/login') },
        {
          path: 'login',
          loader: guards.visitorsOnly,
          Component: LoginPage,
          handle: { titleKey: 'common:login.pageTitle' } satisfies RouteHandle,
        },
        {
          Component: AdminArea,
          children: [
            page('admin', 'common:app.name', AdminHomePage, staff),
            listPage('admin/create-user', 'admin:pages.createUser', UserAdminPage, guardedLoader(staff, prefetchUserAdmin(services))),
            page('admin/customization', 'admin:pages.customization', CustomizationPage, staff),
            page('admin/manage', 'admin:pages.manage', AccountPage, guardedLoader(staff, prefetchCurrentUser(services))),
            page('admin/stats', 'admin:pages.stats', StatsPage, staff),
            listPage(
              'admin/advanced-options',
              'admin:pages.advancedOptions',
              AdvancedOptionsPage,
              guardedLoader(guards.requireRoles(rolesWith('read:activity-log')), async (args) => {
                await Promise.all([prefetchLogs(services)(args), prefetchJobFailures(services)()]);
              }),
            ),
            page('admin-home', 'admin:nav.newSponsor', PreparingPage, staff),
            page('scadenze', 'admin:nav.deadlines', PreparingPage, staff),
            page('parametri', 'admin:nav.creatorParameters', PreparingPage, staff),
            page('invia-report/pdf', 'admin:nav.reportPdf', PreparingPage, staff),
            page('invia-report/xls', 'admin:nav.reportXls', PreparingPage, staff),
            page('migliori', 'admin:nav.bestCreators', PreparingPage, staff),
          ],
        },
        {
          path: 'creator',
          loader: guards.requireRoles(['creator']),
          Component: CreatorPage,
          ErrorBoundary: StandaloneErrorBoundary,
          handle: { titleKey: 'creator:title' } satisfies RouteHandle,
        },
        {
          // Public: visitors accept here; someone signed in sees the invitation and is asked to sign out first.
          path: 'invite/:token',
          loader: createInvitationLoader(services),
          Component: InvitationPage,
          ErrorBoundary: StandaloneErrorBoundary,
          handle: { titleKey: 'admin:pages.invitation' } satisfies RouteHandle,
        },
        {
          path: '*',
          loader: () => data(null, { status: 404 }),
          Component: NotFoundPage,
          handle: { titleKey: 'common:errors.notFound.title' } satisfies RouteHandle,
        },
      ],
    },
  ];
}
