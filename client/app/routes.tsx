import { data, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { STAFF_ROLES, rolesWith } from '../../contract';
import { prefetchCurrentUser } from '../features/account/get-current-user';
import { prefetchLogs } from '../features/activity-log/log-list-query';
import { prefetchJobFailures } from '../features/jobs/get-job-failures';
import { invitationLoader } from '../features/invitation/invitation-loader';
import { prefetchCampaign, prefetchCampaignList } from '../features/campaigns/campaign-queries';
import { prefetchCreatorDeal, prefetchCreatorDeals } from '../features/campaigns/creator-work-queries';
import { prefetchDeadlines } from '../features/deadlines/deadline-queries';
import { prefetchReminderRules } from '../features/reminders/get-reminder-rules';
import { prefetchCreator, prefetchCreatorList, prefetchOwnCreator } from '../features/creators/creator-queries';
import { prefetchImport } from '../features/imports/import-queries';
import { prefetchOwnerOptions, prefetchSponsor, prefetchSponsorList } from '../features/sponsors/sponsor-queries';
import { prefetchUserAdmin } from '../features/user-admin/user-admin-queries';
import { guardedLoader, type RouteServices, type ServiceLoader } from '../lib/routing/guarded-loader';
import { revalidateOnPathChange } from '../lib/routing/list-route';
import { NotFoundPage, PageErrorBoundary, StandaloneErrorBoundary } from './route-error-page';
import { RootLayout } from './root-layout';
import { appPage, featurePage, type LazyPage } from './lazy-page';
import { requireRoles, visitorsOnly } from './route-guards';
import type { PageTitleKey, RouteHandle } from './route-handle';

/** A route whose component loads on demand; its handle names the module for the server's preload links. */
function lazyRoute(target: LazyPage, handle?: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: target.lazy, handle: { ...handle, module: target.module } };
}

const pages = {
  login: featurePage('auth', 'login', 'LoginPage'),
  home: featurePage('home', 'admin-home', 'AdminHomePage'),
  userAdmin: featurePage('user-admin', 'user-admin', 'UserAdminPage'),
  customization: featurePage('customization', 'customization', 'CustomizationPage'),
  account: featurePage('account', 'account', 'AccountPage'),
  stats: featurePage('stats', 'stats', 'StatsPage'),
  creatorArea: featurePage('creators', 'creator-area', 'CreatorAreaPage'),
  creatorCampaigns: featurePage('campaigns', 'creator-campaigns', 'CreatorCampaignsPage'),
  creatorDeal: featurePage('campaigns', 'creator-deal', 'CreatorDealPage'),
  creatorList: featurePage('creators', 'creator-list', 'CreatorListPage'),
  creatorRecord: featurePage('creators', 'creator-record', 'CreatorRecordPage'),
  invitation: featurePage('invitation', 'invitation', 'InvitationPage'),
  sponsorList: featurePage('sponsors', 'sponsor-list', 'SponsorListPage'),
  sponsorRecord: featurePage('sponsors', 'sponsor-record', 'SponsorRecordPage'),
  newSponsor: featurePage('sponsors', 'new-sponsor', 'NewSponsorPage'),
  sponsorImport: featurePage('imports', 'import', 'SponsorImportPage'),
  campaignList: featurePage('campaigns', 'campaign-list', 'CampaignListPage'),
  campaignRecord: featurePage('campaigns', 'campaign-record', 'CampaignRecordPage'),
  deadlines: featurePage('deadlines', 'deadlines', 'DeadlinesPage'),
  reminderRules: featurePage('reminders', 'reminder-rules', 'ReminderRulesPage'),
  creatorImport: featurePage('imports', 'import', 'CreatorImportPage'),
  advancedOptions: appPage('advanced-options-page', 'AdvancedOptionsPage'),
  preparing: appPage('preparing-page', 'PreparingPage'),
  adminArea: appPage('admin-area', 'AdminArea'),
};

function page(path: string, titleKey: PageTitleKey, target: LazyPage, loader: LoaderFunction): RouteObject {
  return { path, loader, ...lazyRoute(target, { titleKey }), ErrorBoundary: PageErrorBoundary };
}

/** A page whose lists keep their view in the address (see revalidateOnPathChange). */
function listPage(...args: Parameters<typeof page>): RouteObject {
  return { ...page(...args), shouldRevalidate: revalidateOnPathChange };
}

/** Where a loader finds the services of the page it loads. */
export type ServicesOf = (args: LoaderFunctionArgs) => RouteServices;

const advancedOptionsData: ServiceLoader<void> = (services) => async (args) => {
  await Promise.all([prefetchLogs(services)(args), prefetchJobFailures(services)()]);
};

/** Every route of spec section 2, each guarded by its loader. */
export function createRoutes(servicesOf: ServicesOf): RouteObject[] {
  const load =
    (loader: ServiceLoader): LoaderFunction =>
    (args) =>
      loader(servicesOf(args))(args);
  const staff = requireRoles(STAFF_ROLES);
  const sponsorReaders = requireRoles(rolesWith('read:sponsor'));
  // Every campaign's work: a creator also holds `read:campaign`, for their own only (see /creator/campagne).
  const campaignReaders = requireRoles(STAFF_ROLES.filter((role) => rolesWith('read:campaign').includes(role)));
  const creators = requireRoles(['creator']);

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: StandaloneErrorBoundary,
      children: [
        { index: true, loader: () => redirect('/login') },
        { path: 'login', loader: load(visitorsOnly), ...lazyRoute(pages.login, { titleKey: 'common:login.pageTitle' }) },
        {
          ...lazyRoute(pages.adminArea),
          children: [
            page('admin', 'common:app.name', pages.home, load(staff)),
            listPage('admin/create-user', 'admin:pages.createUser', pages.userAdmin, load(guardedLoader(staff, prefetchUserAdmin))),
            page('admin/customization', 'admin:pages.customization', pages.customization, load(staff)),
            page('admin/manage', 'admin:pages.manage', pages.account, load(guardedLoader(staff, prefetchCurrentUser))),
            page('admin/stats', 'admin:pages.stats', pages.stats, load(staff)),
            listPage(
              'admin/advanced-options',
              'admin:pages.advancedOptions',
              pages.advancedOptions,
              load(guardedLoader(requireRoles(rolesWith('read:activity-log')), advancedOptionsData)),
            ),
            listPage('sponsor', 'admin:nav.sponsors', pages.sponsorList, load(guardedLoader(sponsorReaders, prefetchSponsorList))),
            listPage('sponsor/import', 'admin:pages.sponsorImport', pages.sponsorImport, load(guardedLoader(requireRoles(rolesWith('import:sponsor')), prefetchImport))),
            listPage('sponsor/:id', 'admin:nav.sponsors', pages.sponsorRecord, load(guardedLoader(sponsorReaders, prefetchSponsor))),
            listPage('creatori', 'admin:nav.creators', pages.creatorList, load(guardedLoader(staff, prefetchCreatorList))),
            listPage('creatori/import', 'admin:pages.creatorImport', pages.creatorImport, load(guardedLoader(requireRoles(rolesWith('import:creator')), prefetchImport))),
            listPage('creatori/:id', 'admin:nav.creators', pages.creatorRecord, load(guardedLoader(staff, prefetchCreator))),
            listPage('campagne', 'admin:nav.campaigns', pages.campaignList, load(guardedLoader(campaignReaders, prefetchCampaignList))),
            listPage('campagne/:id', 'admin:nav.campaigns', pages.campaignRecord, load(guardedLoader(campaignReaders, prefetchCampaign))),
            page('admin-home', 'admin:nav.newSponsor', pages.newSponsor, load(guardedLoader(requireRoles(rolesWith('create:sponsor')), prefetchOwnerOptions))),
            listPage('scadenze', 'admin:nav.deadlines', pages.deadlines, load(guardedLoader(campaignReaders, prefetchDeadlines))),
            page('scadenze/promemoria', 'admin:pages.reminderRules', pages.reminderRules, load(guardedLoader(requireRoles(rolesWith('read:reminder-rule')), prefetchReminderRules))),
            page('parametri', 'admin:nav.creatorParameters', pages.preparing, load(staff)),
            page('invia-report/pdf', 'admin:nav.reportPdf', pages.preparing, load(staff)),
            page('invia-report/xls', 'admin:nav.reportXls', pages.preparing, load(staff)),
            page('migliori', 'admin:nav.bestCreators', pages.preparing, load(staff)),
          ],
        },
        {
          path: 'creator',
          loader: load(guardedLoader(creators, prefetchOwnCreator)),
          ...lazyRoute(pages.creatorArea, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          path: 'creator/campagne',
          loader: load(guardedLoader(creators, prefetchCreatorDeals)),
          ...lazyRoute(pages.creatorCampaigns, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          path: 'creator/campagne/:dealId',
          loader: load(guardedLoader(creators, prefetchCreatorDeal)),
          ...lazyRoute(pages.creatorDeal, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          // Public: visitors accept here; someone signed in sees the invitation and is asked to sign out first.
          path: 'invite/:token',
          loader: load(invitationLoader),
          ...lazyRoute(pages.invitation, { titleKey: 'admin:pages.invitation' }),
          ErrorBoundary: StandaloneErrorBoundary,
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
